export * from './locales.js';
export { currentLocale, defineCatalogue, setLocaleResolver, setMessageOverrides, addTranslation, type MessageTree, type WordsOf, type PartialWordsOf } from './catalogue.js';
export { formatMessage, formatAround, fillPlaceholders, type FormatValues } from './format-message.js';
export { $locale, loadLocale, setLocale, loadPageWords, setAreaTranslations } from './store.js';
export { loadWordsByArea } from './by-area.js';
export type { AreaTranslations } from './load-translation.js';
export { wordsByKey } from './words-by-key.js';
export type { Translation, MessageOverrides, AreaWords, AreaLoaders, CatalogueAreas } from './types.js';
export { chooseLocale, rememberLocaleChoice, storedLocaleChoice, $localeChoice, browserLanguages, LOCALE_CHOICE_KEY } from './preference.js';
