import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { $locale, loadLocale } from './store.js';
import { setLocaleResolver } from './catalogue.js';
import { formatAround, setIcuFormatter } from './format-message.js';
import { icuFormat } from './icu.js';
import { authMessages } from '../messages.js';

let locale = 'en';
setLocaleResolver(() => locale);
setIcuFormatter(icuFormat);
beforeAll(() => Promise.all([loadLocale('hi'), loadLocale('ar')]));
afterEach(() => {
  locale = 'en';
  setLocaleResolver(() => $locale.get());
});

describe('formatAround', () => {
  it('gives the words before and after a placeholder, in English and through ICU in a translation, whichever side the value goes', () => {
    expect(formatAround(authMessages.signedInAs, 'name')).toEqual(['Signed in as ', '']);
    locale = 'hi';
    expect(formatAround(authMessages.signedInAs, 'name')).toEqual(['', ' के रूप में साइन इन']);
    locale = 'ar';
    expect(formatAround(authMessages.signedInAs, 'name')).toEqual(['مسجّل الدخول باسم ', '']);
  });

  it('fills the other placeholders, and keeps a template without the placeholder whole before it', () => {
    expect(formatAround('{count} new for {name} today', 'name', { count: 3 })).toEqual(['3 new for ', ' today']);
    expect(formatAround('Sign out', 'name')).toEqual(['Sign out', '']);
  });
});
