import { favouriteToggleCss } from '../../kits/favourite-toggle/favourite-toggle.css.js';

export const favouritesCss = /* css */ `${favouriteToggleCss}
.sa-favourites-title { margin: 0 0 calc(var(--sa-spacing) * 2); font-size: 22px; line-height: 1.25; }
.sa-favourite-tabs .sa-tabpanel { padding: calc(var(--sa-spacing) * 2) 0; }
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
.sa-favourite-actions { display: flex; flex-wrap: wrap; align-items: flex-start; gap: var(--sa-spacing); min-width: 0; }
`;
