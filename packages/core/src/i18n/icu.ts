import { IntlMessageFormat } from 'intl-messageformat';
import { fillPlaceholders, type FormatValues } from './format-message.js';

/** Parsed templates by locale and text (the catalogue is finite: each is parsed once). */
const parsed = new Map<string, IntlMessageFormat>();

/** A translated template through ICU MessageFormat; one it cannot format (a value missing) is filled as English is. */
export function icuFormat(locale: string, template: string, values: FormatValues): string {
  const key = `${locale}\u0000${template}`;
  try {
    let message = parsed.get(key);
    if (!message) parsed.set(key, (message = new IntlMessageFormat(template, locale, undefined, { ignoreTag: true })));
    const out = message.format(values);
    return Array.isArray(out) ? out.join('') : String(out);
  } catch {
    return fillPlaceholders(template, values);
  }
}
