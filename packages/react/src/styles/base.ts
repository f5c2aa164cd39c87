import { accordionCss } from '../ui/accordion/accordion.css.js';
import { buttonCss } from '../ui/button/button.css.js';
import { dialogCss } from '../ui/dialog/dialog.css.js';
import { formErrorCss } from '../ui/form-error/form-error.css.js';
import { inputCss } from '../ui/input/input.css.js';
import { loaderCss } from '../ui/loader/loader.css.js';
import { paginationCss } from '../ui/pagination/pagination.css.js';
import { popupHostCss } from '../ui/popup-host/popup-host.css.js';
import { readMoreCss } from '../ui/read-more/read-more.css.js';
import { popoverCss } from '../ui/popover/popover.css.js';
import { printViewCss } from '../ui/print-view/print-view.css.js';
import { radioGroupCss } from '../ui/radio-group/radio-group.css.js';
import { textFieldCss } from '../ui/text-field/text-field.css.js';
import { rangeFieldCss } from '../ui/range-field/range-field.css.js';
import { tokensCss } from './tokens.css.js';
import { authCss } from '../areas/auth/auth.css.js';

/** The primitives' CSS, in the order it must cascade (shared pieces before the ones refining them). */
export const uiCss: string = /* @__PURE__ */ [
  buttonCss,
  inputCss,
  textFieldCss,
  formErrorCss,
  dialogCss,
  popupHostCss,
  loaderCss,
  paginationCss,
  accordionCss,
  readMoreCss,
  popoverCss,
  printViewCss,
  radioGroupCss,
  rangeFieldCss,
].join('\n');

/**
 * What every custom element adopts up front: theme tokens and resets, the primitives and the login
 * dialog (any widget may ask for sign-in). An element adopts its area's CSS when the area's chunk
 * loads, so a page with one widget does not download the stylesheets of the others.
 */
export const baseCss: string = /* @__PURE__ */ [tokensCss, uiCss, authCss].join('\n');
