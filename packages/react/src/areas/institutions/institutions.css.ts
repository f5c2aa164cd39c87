/** The institutions area's sheet lives with the find kit, which the agents and other kits share. */
export { institutionsCss } from '../../kits/find/find-screens.css.js';
