/** The favourite toggle (a heart on a row or a detail); the favourites' sheet begins with it. */
export const favouriteToggleCss = /* css */ `
.sa-favourite-toggle {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  padding: 0;
  border: 1px solid var(--sa-color-border);
  border-radius: 50%;
  background: var(--sa-color-surface);
  color: var(--sa-color-muted);
  cursor: pointer;
}
.sa-favourite-toggle svg { fill: transparent; stroke: currentColor; stroke-width: 2; }
.sa-favourite-toggle:hover { background: var(--sa-color-background); }
.sa-favourite-toggle:focus-visible { outline: 2px solid transparent; outline-offset: 2px; box-shadow: var(--sa-focus-ring); }
.sa-favourite-toggle.is-favourite { color: var(--sa-color-danger); border-color: var(--sa-color-danger); }
.sa-favourite-toggle.is-favourite svg { fill: currentColor; }
.sa-favourite-toggle.is-busy { cursor: progress; opacity: 0.7; }`;
