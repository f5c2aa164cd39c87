export { ReadMore, type ReadMoreLabels, type ReadMoreProps } from './read-more.js';
export { readMoreCss } from './read-more.css.js';
