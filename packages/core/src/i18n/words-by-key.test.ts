import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addTranslation, defineCatalogue } from './catalogue.js';
import { $locale } from './store.js';
import { wordsByKey } from './words-by-key.js';
import { setLocaleResolver } from './catalogue.js';

const labels = defineCatalogue('words-by-key-test', 'wordsByKeyTest', { courses: 'Courses', agents: 'Agents' });

// The page's store decides the locale (another file of this worker may have installed its own resolver).
beforeEach(() => setLocaleResolver(() => $locale.get()));
afterEach(() => $locale.set('en'));

describe('wordsByKey', () => {
  it('reads each word in the locale current when it is read, not when the record was made', () => {
    const tabs = wordsByKey(labels, { C: 'courses', A: 'agents' });
    expect(tabs).toEqual({ C: 'Courses', A: 'Agents' });
    // A locale of this test's own: the real ones' words must stay whole for the other files of this worker.
    addTranslation('xx-test', { wordsByKeyTest: { courses: 'Cursos', agents: 'Agentes' } });
    $locale.set('xx-test' as never);
    expect(tabs.C).toBe('Cursos');
    expect({ ...tabs }).toEqual({ C: 'Cursos', A: 'Agentes' });
    expect(Object.values(tabs)).toEqual(['Cursos', 'Agentes']);
  });
});
