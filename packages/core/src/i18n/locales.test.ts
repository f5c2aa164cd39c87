import { describe, expect, it } from 'vitest';
import { acceptedLanguages, directionOf, matchLocale, negotiateLocale } from './locales.js';

describe('choosing a locale', () => {
  it('matches a language tag to a locale StudyAtlas speaks, by its region-free language', () => {
    expect(['es-MX', 'FR', 'de_AT', 'zh', 'zh-Hans-CN', 'zh-SG', 'hi-IN', 'vi', 'in', 'id-ID', 'ar-EG', 'en-XA'].map(matchLocale)).toEqual([
      'es', 'fr', 'de', 'zh-CN', 'zh-CN', 'zh-CN', 'hi', 'vi', 'id', 'id', 'ar', 'en-XA',
    ]);
    // Traditional Chinese is not Simplified Chinese; a language we do not speak is nothing.
    expect(['zh-TW', 'zh-Hant', 'ja', 'pt-BR', '', null].map(matchLocale)).toEqual([null, null, null, null, null, null]);
  });

  it('takes the first candidate it speaks, else English', () => {
    expect(negotiateLocale([null, 'ja', 'de-CH', 'fr'])).toBe('de');
    expect(negotiateLocale(['ja', 'pt'])).toBe('en');
    expect(negotiateLocale([])).toBe('en');
  });

  it('reads Accept-Language by quality, then by order; * and q=0 are no wish', () => {
    expect(acceptedLanguages('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toEqual(['fr-CH', 'fr', 'en', 'de']);
    expect(acceptedLanguages('en;q=0.1, ar, es;q=0')).toEqual(['ar', 'en']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(negotiateLocale(acceptedLanguages('ja, zh-CN;q=0.8, en;q=0.5'))).toBe('zh-CN');
  });

  it('writes Arabic right to left, the rest left to right', () => {
    expect(['ar', 'en', 'hi', 'zh-CN'].map(directionOf)).toEqual(['rtl', 'ltr', 'ltr', 'ltr']);
  });
});
