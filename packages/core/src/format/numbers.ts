import { currentLocale } from '../i18n/catalogue.js';
import { PSEUDO_LOCALE } from '../i18n/locales.js';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * A number (an amount, a count) in the current locale's digits and separators: '42,000' in English,
 * '42.000' in German, '٤٢٬٠٠٠' in Arabic. The pseudo-locale writes English's.
 */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  const locale = currentLocale() === PSEUDO_LOCALE ? 'en' : currentLocale();
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = new Intl.NumberFormat(locale, options)));
  return formatter.format(value);
}

/** An amount after its currency code ('AUD 42,000', 'AUD 42.000' in German), the number alone without a code. */
export const formatMoney = (amount: number, currency: string | null | undefined, options: Intl.NumberFormatOptions = {}): string => {
  const number = formatNumber(amount, options);
  return currency ? `${currency} ${number}` : number;
};
