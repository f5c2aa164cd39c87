export { Dialog, type DialogProps } from './dialog.js';
export { dialogCss } from './dialog.css.js';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog.js';
