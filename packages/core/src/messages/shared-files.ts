/**
 * The words of file downloads, uploads and images (discovery §7, §8, §9): the files area says them
 * for every area that offers files (forms, event documents). Published as part of `formMessages`.
 */
import { defineCatalogue } from '../i18n/catalogue.js';
import { FILE_WORDS } from './shared-files-words.js';
// Read under `formMessages`' name: these are its words (the same English, ./forms.ts), so its
// translations and a page's overrides of them apply here too.
export const fileMessages = /* @__PURE__ */ defineCatalogue('forms', 'formMessages', FILE_WORDS);
