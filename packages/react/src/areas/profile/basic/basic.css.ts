/*
 * The basic-details section (tab B): groups in a grid that folds to one column (320 px wide without
 * sideways scroll), the preferred destination. The photo with its crop dialog is the image crop kit's
 * (kits/image-crop).
 */
export const basicCss = /* css */ `
.sa-basic { display: grid; grid-template-columns: minmax(0, 1fr); gap: 16px; min-width: 0; }
.sa-basic-title { margin: 0 0 var(--sa-spacing); font-size: 22px; line-height: 1.25; }
.sa-basic-top { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; justify-content: space-between; }
.sa-basic-form { display: grid; grid-template-columns: minmax(0, 1fr); gap: 16px; min-width: 0; }
.sa-basic-fieldset { border: 0; margin: 0; padding: 0; min-width: 0; display: grid; grid-template-columns: minmax(0, 1fr); gap: 16px; }
.sa-basic-group { display: grid; grid-template-columns: minmax(0, 1fr); gap: 8px; min-width: 0; }
.sa-basic-heading { margin: 0; font-size: 18px; }
.sa-basic-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 220px), 1fr)); gap: 8px 16px; align-items: start; }
.sa-basic-wide { grid-column: 1 / -1; }
.sa-basic-pair { display: grid; grid-template-columns: minmax(0, 1fr); gap: 4px; min-width: 0; }
.sa-basic-about { min-height: 72px; resize: vertical; width: 100%; box-sizing: border-box; }
.sa-basic-actions { display: flex; flex-wrap: wrap; gap: 8px; justify-content: flex-end; }
.sa-basic-destination { display: grid; gap: 4px; justify-items: start; }
.sa-basic-destination-current { margin: 0; }
`;
