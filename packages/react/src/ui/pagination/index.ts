export { Pagination, type PageChange, type PaginationLabels, type PaginationProps } from './pagination.js';
export { paginationCss } from './pagination.css.js';
