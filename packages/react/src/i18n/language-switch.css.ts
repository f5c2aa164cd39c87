export const languageSwitchCss = /* css */ `
.sa-language-switch { display: inline-flex; align-items: center; gap: calc(var(--sa-spacing) / 2); font-size: 14px; }
.sa-language-switch-label { color: inherit; }
.sa-language-switch select {
  font: inherit;
  color: var(--sa-color-text);
  background: var(--sa-color-surface);
  border: 1px solid var(--sa-color-border);
  border-radius: var(--sa-radius);
  padding-block: 4px;
  padding-inline: 6px;
  max-inline-size: 11em;
}
.sa-language-switch select:focus-visible { outline: none; box-shadow: var(--sa-focus-ring); }
`;
