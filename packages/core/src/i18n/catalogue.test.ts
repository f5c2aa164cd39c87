import { afterEach, describe, expect, it } from 'vitest';
import { addTranslation, defineCatalogue, setLocaleResolver, setMessageOverrides, setPseudoTranslator } from './catalogue.js';
import { pseudoTranslate } from './pseudo.js';
import { formatMessage, setIcuFormatter } from './format-message.js';
import { icuFormat } from './icu.js';
import { $locale, setLocale } from './store.js';
import { favouriteMessages, messages } from '../messages.js';

const sample = defineCatalogue('sample', 'sampleLabels', {
  save: 'Save',
  found: '{count} found',
  states: { open: 'Open', closed: 'Closed' },
  tabs: ['First', 'Second'],
} as const);
addTranslation('de', { sampleLabels: { save: 'Speichern', found: '{count, plural, one {# gefunden} other {# gefunden (viele)}}', states: { open: 'Offen', closed: 'Geschlossen' }, tabs: ['Erste', 'Zweite'] } });

let locale = 'en';
setLocaleResolver(() => locale);
setIcuFormatter(icuFormat);
setPseudoTranslator(pseudoTranslate);
afterEach(() => {
  locale = 'en';
  setMessageOverrides(null);
});

describe('a catalogue object', () => {
  it('reads English by default, the current locale’s words once it changes, nested objects and lists included', () => {
    expect([sample.save, sample.states.open, [...sample.tabs]]).toEqual(['Save', 'Open', ['First', 'Second']]);
    locale = 'de';
    expect([sample.save, sample.states.closed, sample.tabs.map((tab) => tab)]).toEqual(['Speichern', 'Geschlossen', ['Erste', 'Zweite']]);
    expect({ ...sample.states }).toEqual({ open: 'Offen', closed: 'Geschlossen' });
    expect(Object.values(sample.states)).toEqual(['Offen', 'Geschlossen']);
    // A locale without these words falls back to the English.
    locale = 'fr';
    expect(sample.save).toBe('Save');
  });

  it('formats English by its placeholders and a translation through ICU (plural forms, digits grouped as the locale writes them)', () => {
    expect(formatMessage(sample.found, { count: 1200 })).toBe('1200 found');
    locale = 'de';
    expect(formatMessage(sample.found, { count: 1 })).toBe('1 gefunden');
    expect(formatMessage(sample.found, { count: 1200 })).toBe('1.200 gefunden (viele)');
  });

  it('takes a page’s overrides before any translation, in every locale', () => {
    setMessageOverrides({ sampleLabels: { save: 'Keep it' }, favouriteMessages: { favouritesTitle: 'My list' } });
    expect([sample.save, sample.states.open, favouriteMessages.favouritesTitle]).toEqual(['Keep it', 'Open', 'My list']);
    locale = 'de';
    expect([sample.save, sample.states.open]).toEqual(['Keep it', 'Offen']);
  });

  it('in the pseudo-locale, accents every word and makes it 40 % longer, keeping the placeholders', () => {
    locale = 'en-XA';
    expect(sample.save).toBe('[Šàṽé ··]');
    expect(sample.found).toBe('[{count} ƒöûñđ ···]');
  });
});

describe('the page’s locale', () => {
  it('loads a translation in its own chunk before the page switches to it', async () => {
    setLocaleResolver(() => $locale.get());
    try {
      const switching = setLocale('es');
      expect([$locale.get(), messages.loading]).toEqual(['en', 'Loading…']);
      await switching;
      expect($locale.get()).toBe('es');
      expect(messages.loading).toBe('Cargando…');
      $locale.set('en');
      expect(messages.loading).toBe('Loading…');
    } finally {
      setLocaleResolver(() => locale);
    }
  });
});
