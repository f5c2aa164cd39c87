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

/** Stands for the value `formatAround` cuts the message at: a private-use character no word contains. */
const CUT = '\uE000';

/**
 * A template's words either side of one placeholder, formatted in the current locale
 * (`'Signed in as {name}'` → `['Signed in as ', '']`; Hindi's `'{name} के रूप में…'` → `['', ' के रूप में…']`),
 * so the value can be shown in an element of its own (a member's name isolated as user text, or kept
 * whole while the words around it give way). A template without the placeholder is all before.
 */
export function formatAround(template: string, placeholder: string, values: FormatValues = {}): readonly [before: string, after: string] {
  const whole = formatMessage(template, { ...values, [placeholder]: CUT });
  const at = whole.indexOf(CUT);
  return at < 0 ? [whole, ''] : [whole.slice(0, at), whole.slice(at + CUT.length)];
}
