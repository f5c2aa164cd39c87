import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { $locale, defineCatalogue, setAreaTranslations, type AreaTranslations } from '@studyatlas/core';
import { apiBase } from '../../test/render.js';
import { StudyAtlasProvider } from '../provider.js';
import { lazyWithWords } from './lazy-with-words.js';

/** French area by area, with one area of this test's own whose words arrive a moment after they are asked for. */
const testAreas = (arrived: string[]): AreaTranslations =>
  new Proxy({} as AreaTranslations, {
    get: () => async () => ({
      'lazy-words-test': () =>
        new Promise((resolve) => setTimeout(resolve, 50)).then(() => {
          arrived.push('lazy-words-test');
          return { default: { lazyWordsTestLabels: { hello: 'Bonjour du morceau' } } };
        }),
    }),
  });

describe('lazyWithWords', () => {
  it('where a page loads its words area by area, shows a lazy chunk’s screen only once the words of the areas it defines are here', async () => {
    const arrived: string[] = [];
    const shown: string[] = [];
    setAreaTranslations(testAreas(arrived));
    try {
      const Screen = lazyWithWords(async () => {
        // The chunk arrives: its module defines a catalogue of an area the page had not defined when it switched.
        const labels = defineCatalogue('lazy-words-test', 'lazyWordsTestLabels', { hello: 'Hello from the chunk' });
        function Screen() {
          shown.push(labels.hello);
          return <p>{labels.hello}</p>;
        }
        return { Screen };
      }, 'Screen');
      render(
        <StudyAtlasProvider apiBase={apiBase()} locale="fr">
          <Suspense fallback={<p>…</p>}>
            <Screen />
          </Suspense>
        </StudyAtlasProvider>,
      );
      expect(await screen.findByText('Bonjour du morceau', undefined, { timeout: 5000 })).toBeTruthy();
      expect(arrived).toEqual(['lazy-words-test']);
      expect(shown.every((word) => word === 'Bonjour du morceau')).toBe(true); // never once in English
    } finally {
      setAreaTranslations(null);
      $locale.set('en');
    }
  });
});
