import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $locale } from '../i18n/store.js';
import { PSEUDO_LOCALE } from '../i18n/locales.js';
import { formatMoney, formatNumber } from './numbers.js';
import { setLocaleResolver } from '../i18n/catalogue.js';

// The page's store decides the locale (another file of this worker may have installed its own resolver).
beforeEach(() => setLocaleResolver(() => $locale.get()));
afterEach(() => $locale.set('en'));

describe('formatNumber', () => {
  it("writes English's separators in English and the pseudo-locale", () => {
    expect(formatNumber(42000)).toBe('42,000');
    expect(formatNumber(1234.567, { maximumFractionDigits: 2 })).toBe('1,234.57');
    $locale.set(PSEUDO_LOCALE);
    expect(formatNumber(42000)).toBe('42,000');
  });

  it("writes each locale's own", () => {
    $locale.set('de');
    expect(formatNumber(42000.5)).toBe('42.000,5');
    expect(formatMoney(42000, 'EUR')).toBe('EUR 42.000');
    $locale.set('fr');
    // The runtime's CLDR data decides the group separator (a narrow no-break space today).
    expect(formatNumber(42000)).toBe(new Intl.NumberFormat('fr').format(42000));
    expect(formatNumber(42000)).not.toBe('42,000');
  });
});
