import { currentLocale } from './catalogue.js';
import { PSEUDO_LOCALE } from './locales.js';

export type FormatValues = Record<string, string | number>;
type IcuFormatter = (locale: string, template: string, values: FormatValues) => string;

let icu: IcuFormatter | null = null;

/** The ICU MessageFormat formatter, loaded with the first translation (English never needs it). */
export function setIcuFormatter(formatter: IcuFormatter): void {
  icu = formatter;
}

/** `{name}` placeholders filled, the rest as written (a placeholder without a value stays). */
export const fillPlaceholders = (template: string, values: FormatValues): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/**
 * A catalogue template with its values, in the current locale: English (the specification's words,
 * simple `{name}` placeholders) is filled directly; a translation goes through ICU MessageFormat
 * (plurals, selects, numbers in the locale's own digits and separators).
 */
export function formatMessage(template: string, values: FormatValues): string {
  const locale = currentLocale();
  return icu && locale !== 'en' && locale !== PSEUDO_LOCALE ? icu(locale, template, values) : fillPlaceholders(template, values);
}
