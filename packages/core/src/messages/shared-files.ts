/**
 * The words of file downloads, uploads and images (discovery §7, §8, §9): the files area says them
 * for every area that offers files (forms, event documents). Published as part of `formMessages`.
 */
export const fileMessages = {
  fileNotFound: 'Resource file not found',
  downloadSuccessful: 'Successful: {name}',
  downloadSaveFailed: 'Resource not found: {name}',
  downloadRequestFailed: 'Request failed with status: {status}',
  downloadIdsRequired: 'Give the file ids in the fileID header (comma-separated for several).',
  downloadIdsInvalid: 'File ids must be positive whole numbers, comma-separated.',
  downloadTooMany: 'At most {max} files can be downloaded at once.',
  downloadTypeInvalid: 'The download type (key header) must be EFM (form), EEM (event document) or EDN (profile document).',
  downloadSignIn: 'Please sign in to download files.',
  uploadFileRequired: 'Please choose a file to upload.',
  uploadNotMultipart: 'Send the file as multipart/form-data in the field "file".',
  uploadFileTooLarge: 'The file is too large: at most {max} MB.',
  uploadImageTooLarge: 'The image is too large: at most {max} MB.',
  uploadFileType: 'Only PDF, PNG, JPEG or WEBP files can be uploaded.',
  // Member §5 "Profile image" (verbatim, with the list of rules/files IMAGE_FILE_TYPES' extensions).
  uploadImageType: 'Only (jpg, jpeg, bmp, png, gif) file(s) are allowed to upload.',
} as const;
