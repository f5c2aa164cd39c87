import { compareToggleCss } from '../../kits/compare-toggle/compare-toggle.css.js';

export const compareCss = /* css */ `
.sa-compare-title { margin: 0 0 calc(var(--sa-spacing) * 2); font-size: 22px; line-height: 1.25; }
.sa-compare-problem { margin: 0; color: var(--sa-color-danger); }
.sa-compare-carousel { display: flex; flex-direction: column; gap: var(--sa-spacing); }
.sa-compare-nav { display: flex; align-items: center; justify-content: space-between; gap: var(--sa-spacing); }
.sa-compare-position { color: var(--sa-color-muted); font-size: 14px; }
.sa-compare-scroll { position: relative; overflow-x: auto; }
/*
 * The label column is at least its longest word wide (automatic layout), and a label wraps between
 * words only; values (names, URLs) break anywhere rather than widen the table.
 */
.sa-compare-table { width: 100%; border-collapse: collapse; table-layout: auto; }
.sa-compare-table th, .sa-compare-table td {
  padding: var(--sa-spacing);
  border-bottom: 1px solid var(--sa-color-border);
  text-align: start;
  vertical-align: top;
  overflow-wrap: anywhere;
}
.sa-compare-table tbody th, .sa-compare-table thead td { width: 140px; overflow-wrap: normal; word-break: normal; hyphens: manual; }
.sa-compare-table tbody th { color: var(--sa-color-muted); font-weight: 600; }
.sa-compare-course { display: table-cell; }
.sa-compare-name { display: block; margin: 0 0 4px; color: var(--sa-color-primary); font-weight: 600; }
@media (max-width: 599px) {
  .sa-compare-table tbody th, .sa-compare-table thead td { width: 96px; }
}${compareToggleCss}
`;
