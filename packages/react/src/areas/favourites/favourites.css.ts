import { favouriteToggleCss } from '../../kits/favourite-toggle/favourite-toggle.css.js';

export const favouritesCss = /* css */ `${favouriteToggleCss}
.sa-favourites-title { margin: 0 0 calc(var(--sa-spacing) * 2); font-size: 22px; line-height: 1.25; }
.sa-tablist {
  display: flex;
  gap: calc(var(--sa-spacing) / 2);
  overflow-x: auto;
  scrollbar-width: thin;
  border-bottom: 1px solid var(--sa-color-border);
}
.sa-tab {
  flex: none;
  padding: var(--sa-spacing) calc(var(--sa-spacing) * 2);
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: var(--sa-color-text);
  white-space: nowrap;
  cursor: pointer;
}
.sa-tab:hover { background: var(--sa-color-background); }
.sa-tab.is-selected { border-bottom-color: var(--sa-color-primary); color: var(--sa-color-primary); font-weight: 600; }
.sa-tabpanel { padding: calc(var(--sa-spacing) * 2) 0; }
.sa-favourites-panel { position: relative; min-height: 48px; }
.sa-empty { margin: 0; color: var(--sa-color-muted); }
.sa-favourite-list { margin: 0; padding: 0; list-style: none; }
.sa-favourite-row {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--sa-spacing) calc(var(--sa-spacing) * 2);
  padding: calc(var(--sa-spacing) * 1.5) 0;
  border-bottom: 1px solid var(--sa-color-border);
}
.sa-favourite-main { display: flex; flex-direction: column; gap: 4px; min-width: 0; flex: 1 1 240px; }
.sa-favourite-name { color: var(--sa-color-primary); font-weight: 600; }
.sa-favourite-facts { color: var(--sa-color-muted); font-size: 14px; }
`;
