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
  max-inline-size: 154px;
}
.sa-language-switch select:focus-visible { outline: none; box-shadow: var(--sa-focus-ring); }
/* Compact: the code in a small box; the native list opens from the select laid invisibly over it. */
.sa-language-switch--compact { position: relative; }
.sa-language-switch--compact .sa-language-switch-label { position: absolute; inline-size: 1px; block-size: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.sa-language-switch-code {
  display: inline-block;
  min-inline-size: 35px;
  text-align: center;
  padding-block: 4px;
  padding-inline: 6px;
  border: 1px solid var(--sa-color-border);
  border-radius: var(--sa-radius);
  font-weight: 600;
  line-height: 1.2;
}
.sa-language-switch--compact select { position: absolute; inset: 0; inline-size: 100%; max-inline-size: none; opacity: 0; cursor: pointer; }
.sa-language-switch--compact:focus-within .sa-language-switch-code { box-shadow: var(--sa-focus-ring); }
`;
