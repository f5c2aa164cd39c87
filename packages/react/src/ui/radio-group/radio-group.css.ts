export const radioGroupCss = /* css */ `
.sa-radio-group { border: 0; margin: 0 0 calc(var(--sa-spacing) * 2); padding: 0; min-width: 0; display: flex; flex-wrap: wrap; gap: var(--sa-spacing) calc(var(--sa-spacing) * 2); }
.sa-radio-group legend { padding: 0; margin-bottom: calc(var(--sa-spacing) / 2); width: 100%; }
.sa-radio { display: inline-flex; align-items: center; gap: calc(var(--sa-spacing) / 2); cursor: pointer; }
`;
