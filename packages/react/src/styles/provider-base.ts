import { buttonCss } from '../ui/button/button.css.js';
import { formErrorCss } from '../ui/form-error/form-error.css.js';
import { inputCss } from '../ui/input/input.css.js';
import { loaderCss } from '../ui/loader/loader.css.js';
import { pointingIconCss } from '../ui/pointing-icon/pointing-icon.css.js';
import { textFieldCss } from '../ui/text-field/text-field.css.js';
import { tokensCss } from './tokens.css.js';

/*
 * The provider's own sheet, apart from base.ts: a module that imported the other primitives' sheets
 * (for `uiCss` and `baseCss`) would keep them in a React app's first chunk even where only their
 * lazily loaded components use them (the dialog's and the popups' sheets).
 */

/**
 * The primitives every screen may show: buttons, inputs and fields with their messages, the loader,
 * the glyphs that point along the line.
 * The first part of `uiCss`.
 */
export const commonUiCss: string = /* @__PURE__ */ [buttonCss, inputCss, textFieldCss, formErrorCss, loaderCss, pointingIconCss].join('\n');

/**
 * What `StudyAtlasProvider` injects at once as its `base` sheet: theme tokens and resets and the
 * common primitives (the dialog's and the popups' sheets come with them, when the first one
 * opens). With the sign-in screens' sheet (`authCss`, injected beside it) it is what every React app
 * carries; the other primitives and the areas come with their components.
 */
export const providerBaseCss: string = /* @__PURE__ */ [tokensCss, commonUiCss].join('\n');

