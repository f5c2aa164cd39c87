import { defineCatalogue } from '../i18n/catalogue.js';
import { FILE_WORDS } from './shared-files-words.js';
import { CHOOSE_PLACEHOLDER } from './common.js';

/** Forms, and file downloads, uploads and images (the files' words: ./shared-files.ts). */
export const formMessages = /* @__PURE__ */ defineCatalogue('forms', 'formMessages', {
  // Forms (discovery §5, §7, §8) and files: downloads, uploads, images (discovery §7, §8, §9)
  formCountryRequired: 'Institution Country is required',
  formInstitutionRequired: 'Institution Name is required',
  fileNotFound: FILE_WORDS.fileNotFound,
  downloadSuccessful: FILE_WORDS.downloadSuccessful,
  downloadSaveFailed: FILE_WORDS.downloadSaveFailed,
  downloadRequestFailed: FILE_WORDS.downloadRequestFailed,
  downloadIdsRequired: FILE_WORDS.downloadIdsRequired,
  downloadIdsInvalid: FILE_WORDS.downloadIdsInvalid,
  downloadTooMany: FILE_WORDS.downloadTooMany,
  downloadTypeInvalid: FILE_WORDS.downloadTypeInvalid,
  downloadSignIn: FILE_WORDS.downloadSignIn,
  uploadFileRequired: FILE_WORDS.uploadFileRequired,
  uploadNotMultipart: FILE_WORDS.uploadNotMultipart,
  uploadFileTooLarge: FILE_WORDS.uploadFileTooLarge,
  uploadImageTooLarge: FILE_WORDS.uploadImageTooLarge,
  uploadFileType: FILE_WORDS.uploadFileType,
  uploadFileHint: FILE_WORDS.uploadFileHint,
  uploadImageType: FILE_WORDS.uploadImageType,
} as const);

/** The form finder's own words (the specification gives it none beyond its messages). */
export const formLabels = /* @__PURE__ */ defineCatalogue('forms', 'formLabels', {
  searchTitle: 'Find a form',
  country: 'Institution Country',
  institution: 'Institution Name',
  category: 'Category',
  subCategory: 'Sub-category {level}',
  keyword: 'Form name',
  choose: CHOOSE_PLACEHOLDER,
  any: 'Any',
  search: 'Search',
  clear: 'Clear',
  resultsTitle: 'Forms',
  resultsTotal: '{total} forms found',
  select: 'Select {name}',
  selectAll: 'Select all forms',
  download: 'Download',
  downloadNamed: 'Download {name}',
  downloadSelected: 'Download selected ({count})',
  downloading: 'Preparing your download',
} as const);
