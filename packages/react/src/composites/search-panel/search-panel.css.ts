export const searchPanelCss = /* css */ `
.sa-search-panel {
  border: 1px solid var(--sa-color-border);
  border-radius: var(--sa-radius);
  background: var(--sa-color-surface);
}
`;
