import { accordionCss } from '../ui/accordion/accordion.css.js';
import { tabsCss } from '../ui/tabs/tabs.css.js';
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

/**
 * The primitives every screen may show: buttons, inputs and fields with their messages, dialogs,
 * popups, the loader. The first part of `uiCss`.
 */
const commonUiCss: string = /* @__PURE__ */ [buttonCss, inputCss, textFieldCss, formErrorCss, dialogCss, popupHostCss, loaderCss].join('\n');

/**
 * The primitives' CSS, in the order it must cascade (shared pieces before the ones refining them):
 * the common ones, then those some screens show (pagination, accordion, read more, popover, print
 * view, radio group, range field, tabs), each of which a React app gets from the primitive itself
 * (`useStylesheet`) when it first renders.
 */
export const uiCss: string = /* @__PURE__ */ [
  commonUiCss,
  paginationCss,
  accordionCss,
  readMoreCss,
  popoverCss,
  printViewCss,
  radioGroupCss,
  rangeFieldCss,
  tabsCss,
].join('\n');

/**
 * What `StudyAtlasProvider` injects at once as its `base` sheet: theme tokens and resets and the
 * common primitives (its popups and login dialog among them). With the sign-in screens' sheet
 * (`authCss`, injected beside it) it is what every React app carries; the other primitives and the
 * areas come with their components.
 */
export const providerBaseCss: string = /* @__PURE__ */ [tokensCss, commonUiCss].join('\n');

/**
 * What every custom element adopts up front: theme tokens and resets, the primitives and the login
 * dialog (any widget may ask for sign-in). An element adopts its area's CSS when the area's chunk
 * loads, so a page with one widget does not download the stylesheets of the others.
 */
export const baseCss: string = /* @__PURE__ */ [tokensCss, uiCss, authCss].join('\n');
