export const rangeFieldCss = /* css */ `
.sa-range { display: flex; align-items: center; gap: var(--sa-spacing); }
.sa-range-input { flex: 1; min-width: 0; accent-color: var(--sa-color-primary); }
.sa-range-input:focus-visible { outline: 2px solid var(--sa-color-primary); outline-offset: 2px; }
.sa-range-value { min-width: 56px; text-align: end; font-variant-numeric: tabular-nums; font-weight: 600; }
`;
