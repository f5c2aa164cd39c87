export { LanguageSwitch, type LanguageSwitchProps } from './language-switch.js';
export { useLocale } from './use-locale.js';
