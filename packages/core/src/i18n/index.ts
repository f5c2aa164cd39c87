export * from './locales.js';
export { currentLocale, defineCatalogue, setLocaleResolver, setMessageOverrides, addTranslation, hasTranslation, type MessageTree, type WordsOf, type PartialWordsOf } from './catalogue.js';
export { formatMessage, formatAround, fillPlaceholders, type FormatValues } from './format-message.js';
export { $locale, loadLocale, setLocale } from './store.js';
export { wordsByKey } from './words-by-key.js';
export type { Translation, MessageOverrides } from './types.js';
export { chooseLocale, rememberLocaleChoice, storedLocaleChoice, $localeChoice, browserLanguages, LOCALE_CHOICE_KEY } from './preference.js';
