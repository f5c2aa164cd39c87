/** Forms, and file downloads, uploads and images. */
export const formMessages = {
  // Forms (discovery §5, §7, §8) and files: downloads, uploads, images (discovery §7, §8, §9)
  formCountryRequired: 'Institution Country is required',
  formInstitutionRequired: 'Institution Name is required',
  fileNotFound: 'Resource file not found',
  downloadSuccessful: 'Successful: {name}',
  downloadSaveFailed: 'Resource not found: {name}',
  downloadRequestFailed: 'Request failed with status: {status}',
  downloadIdsRequired: 'Give the file ids in the fileID header (comma-separated for several).',
  downloadIdsInvalid: 'File ids must be positive whole numbers, comma-separated.',
  downloadTooMany: 'At most {max} files can be downloaded at once.',
  downloadTypeInvalid: 'The download type (key header) must be EFM (form) or EEM (event document).',
  downloadSignIn: 'Please sign in to download files.',
  uploadFileRequired: 'Please choose a file to upload.',
  uploadNotMultipart: 'Send the file as multipart/form-data in the field "file".',
  uploadFileTooLarge: 'The file is too large: at most {max} MB.',
  uploadImageTooLarge: 'The image is too large: at most {max} MB.',
  uploadFileType: 'Only PDF, PNG, JPEG or WEBP files can be uploaded.',
  uploadImageType: 'Only PNG, JPEG or WEBP images can be uploaded.',
} as const;

/** The form finder's own words (the specification gives it none beyond its messages). */
export const formLabels = {
  searchTitle: 'Find a form',
  country: 'Institution Country',
  institution: 'Institution Name',
  category: 'Category',
  subCategory: 'Sub-category {level}',
  keyword: 'Form name',
  choose: 'Choose…',
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
} as const;
