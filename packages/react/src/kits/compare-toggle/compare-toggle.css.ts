/** The compare toggle of a course row or detail; part of the compare sheet too. */
export const compareToggleCss = /* css */ `
.sa-compare-toggle { display: inline-flex; flex-wrap: wrap; align-items: center; gap: 6px; }
.sa-compare-toggle input { width: 18px; height: 18px; margin: 0; accent-color: var(--sa-color-primary); }
.sa-compare-toggle-problem { flex-basis: 100%; color: var(--sa-color-danger); font-size: 14px; }`;
