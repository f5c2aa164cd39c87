/** The institutions area's sheet is the find screens' (kits/find), which the agents and other kits share. */
export { findScreensCss as institutionsCss } from '../../kits/find/find-screens.css.js';
