/**
 * The English of `fileMessages` (./shared-files.ts) as plain text, for the catalogues that repeat these words: a
 * catalogue's word read while a module loads would stay in the locale of that moment. Not re-exported by
 * messages.ts (it is not a catalogue of its own).
 */
export const FILE_WORDS = {
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
  // The kinds of rules/shared-upload-types UPLOAD_FILE_TYPES (a test holds the two together).
  uploadFileType: 'Only PDF, Word (.doc, .docx), OpenDocument text (.odt), plain text (.txt), PNG, JPEG or WEBP files can be uploaded.',
  /** Shown beside a file control before a file is chosen. */
  uploadFileHint: 'You can attach PDF, Word (.doc, .docx), OpenDocument text (.odt), plain text (.txt), PNG, JPEG or WEBP files of up to {max} MB each.',
  // Member §5 "Profile image", §6 "Uploads" (verbatim; {list}: the extensions of IMAGE_FILE_TYPES).
  uploadImageType: 'Only ({list}) file(s) are allowed to upload.',
} as const;
