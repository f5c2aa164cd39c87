export const searchPanelCss = /* css */ `
.sa-search-panel {
  border: 1px solid var(--sa-color-border);
  border-radius: var(--sa-radius);
  background: var(--sa-color-surface);
}
.sa-search-tabs { display: flex; flex-wrap: wrap; border-bottom: 1px solid var(--sa-color-border); }
.sa-search-tab {
  appearance: none;
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: var(--sa-color-text);
  font: inherit;
  padding: var(--sa-spacing) calc(var(--sa-spacing) * 2);
  cursor: pointer;
}
.sa-search-tab:hover { background: var(--sa-color-background); }
.sa-search-tab.is-selected { border-bottom-color: var(--sa-color-primary); color: var(--sa-color-primary); font-weight: 600; }
.sa-search-tab:focus-visible, .sa-search-tabpanel:focus-visible { outline: none; box-shadow: var(--sa-focus-ring); }
.sa-search-tabpanel { padding: calc(var(--sa-spacing) * 2); }
`;
