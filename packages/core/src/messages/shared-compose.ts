/**
 * The rich text editor and the attachment picker that messaging's compose and the workspace's
 * messages share (react kits/compose): their words only, so a screen that writes carries these and
 * not a whole area's catalogue. Messaging's labels name the same words (messagingLabels).
 */
import { defineCatalogue } from '../i18n/catalogue.js';
export const composeKitLabels = /* @__PURE__ */ defineCatalogue('composeKitLabels', {
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
} as const);
