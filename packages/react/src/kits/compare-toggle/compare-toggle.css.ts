/** The compare toggle of a course row or detail and the compare tray of a list; part of the compare sheet too. */
export const compareToggleCss = /* css */ `
.sa-compare-toggle { display: inline-flex; flex-wrap: wrap; align-items: center; gap: 6px; }
.sa-compare-toggle input { width: 18px; height: 18px; margin: 0; accent-color: var(--sa-color-primary); }
.sa-compare-toggle-problem { flex-basis: 100%; color: var(--sa-color-danger); font-size: 14px; }
.sa-compare-tray {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--sa-spacing) calc(var(--sa-spacing) * 1.5);
  min-width: 0;
  max-width: 100%;
  box-sizing: border-box;
  padding: var(--sa-spacing) calc(var(--sa-spacing) * 2);
  border: 1px solid var(--sa-color-border);
  border-radius: var(--sa-radius);
  background: var(--sa-color-surface);
}
.sa-compare-tray--sticky {
  position: sticky;
  bottom: 0;
  z-index: 2;
  margin-top: calc(var(--sa-spacing) * 2);
  box-shadow: 0 -2px 8px rgba(0, 0, 0, 0.12);
}
.sa-compare-tray.is-empty { display: block; margin: 0; padding: 0; border: 0; box-shadow: none; background: none; }
.sa-compare-count { margin: 0; font-weight: 600; }
.sa-compare-tray-courses {
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  flex: 1 1 200px;
  min-width: 0;
  max-height: 96px;
  overflow-y: auto;
  margin: 0;
  padding: 0;
  list-style: none;
}
.sa-compare-tray-course {
  display: inline-flex;
  align-items: center;
  gap: 4px;
  min-width: 0;
  max-width: 100%;
  padding-block: 2px; padding-inline: 10px 4px;
  border: 1px solid var(--sa-color-border);
  border-radius: 999px;
  background: var(--sa-color-background);
  font-size: 14px;
}
.sa-compare-tray-text { display: flex; flex-direction: column; min-width: 0; }
.sa-compare-tray-name,
.sa-compare-tray-institution { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.sa-compare-tray-institution { font-size: 13px; color: var(--sa-color-muted); }
.sa-compare-tray-remove {
  flex: none;
  width: 28px;
  height: 28px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: 18px;
  line-height: 1;
  cursor: pointer;
}
.sa-compare-tray-remove:hover { background: var(--sa-color-border); }
.sa-compare-tray-remove:focus-visible { outline: 2px solid var(--sa-color-primary); outline-offset: 1px; }
.sa-compare-tray-actions { display: flex; flex-wrap: wrap; align-items: center; gap: var(--sa-spacing); }
.sa-compare-tray-problem { flex-basis: 100%; margin: 0; color: var(--sa-color-danger); }`;
