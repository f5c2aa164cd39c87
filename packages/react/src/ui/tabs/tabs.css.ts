export const tabsCss = /* css */ `
.sa-tabs { display: flex; flex-wrap: wrap; border-bottom: 1px solid var(--sa-color-border); }
.sa-tab {
  appearance: none;
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: var(--sa-color-text);
  font: inherit;
  padding: var(--sa-spacing) calc(var(--sa-spacing) * 2);
  cursor: pointer;
}
.sa-tab:hover { background: var(--sa-color-background); }
.sa-tab.is-selected { border-bottom-color: var(--sa-color-primary); color: var(--sa-color-primary); font-weight: 600; }
.sa-tab:focus-visible, .sa-tabpanel:focus-visible { outline: none; box-shadow: var(--sa-focus-ring); }
.sa-tabpanel { padding: calc(var(--sa-spacing) * 2); min-width: 0; }
`;
