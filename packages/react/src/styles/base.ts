import { accordionCss } from '../ui/accordion/accordion.css.js';
import { tabsCss } from '../ui/tabs/tabs.css.js';
import { languageSwitchCss } from '../i18n/language-switch.css.js';
import { dialogCss } from '../ui/dialog/dialog.css.js';
import { paginationCss } from '../ui/pagination/pagination.css.js';
import { popupHostCss } from '../ui/popup-host/popup-host.css.js';
import { readMoreCss } from '../ui/read-more/read-more.css.js';
import { popoverCss } from '../ui/popover/popover.css.js';
import { printViewCss } from '../ui/print-view/print-view.css.js';
import { radioGroupCss } from '../ui/radio-group/radio-group.css.js';
import { rangeFieldCss } from '../ui/range-field/range-field.css.js';
import { commonUiCss } from './provider-base.js';

/**
 * The primitives' CSS, in the order it must cascade (shared pieces before the ones refining them):
 * the common ones, then the dialog and the popups (every widget may open them, few pages do: in a
 * React app they load with the provider's lazy login dialog and popup host), then those some screens
 * show (pagination, accordion, read more, popover, print view, radio group, range field, tabs), each
 * of which a React app gets from the primitive itself (`useStylesheet`) when it first renders.
 */
export const uiCss: string = /* @__PURE__ */ [
  commonUiCss,
  dialogCss,
  popupHostCss,
  paginationCss,
  accordionCss,
  readMoreCss,
  popoverCss,
  printViewCss,
  radioGroupCss,
  rangeFieldCss,
  tabsCss,
  languageSwitchCss,
].join('\n');

export { baseCss, LATE_PRIMITIVE_SHEETS } from './element-base.js';
export { providerBaseCss } from './provider-base.js';
