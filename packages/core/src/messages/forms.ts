import { defineCatalogue } from '../i18n/catalogue.js';
import { fileMessages } from './shared-files.js';
import { CHOOSE_PLACEHOLDER } from './common.js';

/** Forms, and file downloads, uploads and images (the files' words: ./shared-files.ts). */
export const formMessages = /* @__PURE__ */ defineCatalogue('formMessages', {
  // Forms (discovery §5, §7, §8) and files: downloads, uploads, images (discovery §7, §8, §9)
  formCountryRequired: 'Institution Country is required',
  formInstitutionRequired: 'Institution Name is required',
  fileNotFound: fileMessages.fileNotFound,
  downloadSuccessful: fileMessages.downloadSuccessful,
  downloadSaveFailed: fileMessages.downloadSaveFailed,
  downloadRequestFailed: fileMessages.downloadRequestFailed,
  downloadIdsRequired: fileMessages.downloadIdsRequired,
  downloadIdsInvalid: fileMessages.downloadIdsInvalid,
  downloadTooMany: fileMessages.downloadTooMany,
  downloadTypeInvalid: fileMessages.downloadTypeInvalid,
  downloadSignIn: fileMessages.downloadSignIn,
  uploadFileRequired: fileMessages.uploadFileRequired,
  uploadNotMultipart: fileMessages.uploadNotMultipart,
  uploadFileTooLarge: fileMessages.uploadFileTooLarge,
  uploadImageTooLarge: fileMessages.uploadImageTooLarge,
  uploadFileType: fileMessages.uploadFileType,
  uploadFileHint: fileMessages.uploadFileHint,
  uploadImageType: fileMessages.uploadImageType,
} as const);

/** The form finder's own words (the specification gives it none beyond its messages). */
export const formLabels = /* @__PURE__ */ defineCatalogue('formLabels', {
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
