import { accordionCss } from '../ui/accordion/accordion.css.js';
import { buttonCss } from '../ui/button/button.css.js';
import { dialogCss } from '../ui/dialog/dialog.css.js';
import { formErrorCss } from '../ui/form-error/form-error.css.js';
import { inputCss } from '../ui/input/input.css.js';
import { loaderCss } from '../ui/loader/loader.css.js';
import { paginationCss } from '../ui/pagination/pagination.css.js';
import { popupHostCss } from '../ui/popup-host/popup-host.css.js';
import { readMoreCss } from '../ui/read-more/read-more.css.js';
import { textFieldCss } from '../ui/text-field/text-field.css.js';
import { tokensCss } from './tokens.css.js';
import { authCss } from '../areas/auth/auth.css.js';
import { coursesCss } from '../areas/courses/courses.css.js';
import { searchPanelCss } from '../areas/search-panel/search-panel.css.js';
import { institutionsCss } from '../areas/institutions/institutions.css.js';
import { favouritesCss } from '../areas/favourites/favourites.css.js';
import { compareCss } from '../areas/compare/compare.css.js';

export { themeVariables, tokensCss, type ThemeVariable } from './tokens.css.js';

/** The primitives' CSS, in the order it must cascade (shared pieces before the ones refining them). */
export const uiCss = [
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
].join('\n');

/**
 * The whole stylesheet of StudyAtlas: theme tokens and resets, then every primitive, then every area
 * (areas add theirs to this list). Injected once into the document by the provider, adopted into
 * each custom element's shadow root by `define()`.
 */
export const studyAtlasCss: string = [tokensCss, uiCss, authCss, institutionsCss, favouritesCss, compareCss, coursesCss, searchPanelCss].join('\n');
