/**
 * The English of `composeKitLabels` (./shared-compose.ts) as plain text, for the catalogues that repeat these words: a
 * catalogue's word read while a module loads would stay in the locale of that moment. Not re-exported by
 * messages.ts (it is not a catalogue of its own).
 */
export const COMPOSE_KIT_WORDS = {
  editorLoading: 'Loading the editor…',
  formatting: 'Formatting',
  bold: 'Bold',
  italic: 'Italic',
  bulletList: 'Bulleted list',
  orderedList: 'Numbered list',
  link: 'Link',
  linkAddress: 'Link address',
  removeLink: 'Remove link',
  done: 'Done',
  cancel: 'Cancel',
  attachments: 'Attachments',
  attach: 'Attach a file',
  removeAttachment: 'Remove {name}',
  uploading: 'Uploading…',
} as const;
