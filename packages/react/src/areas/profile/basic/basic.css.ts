/*
 * The basic-details section (tab B): groups in a grid that folds to one column (320 px wide without
 * sideways scroll), the photo with its crop dialog, the preferred destination. The crop area's rules
 * are react-easy-crop's own stylesheet (its automatic injection is off: it would miss a shadow root).
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
.sa-basic-photo { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; min-width: 0; }
.sa-basic-photo-image { width: 120px; height: 120px; border-radius: 50%; object-fit: cover; background: var(--sa-color-surface); }
.sa-basic-photo-pick { display: grid; grid-template-columns: minmax(0, 1fr); gap: 4px; min-width: 0; flex: 1 1 160px; }
.sa-basic-photo-input { max-width: 100%; min-width: 0; }
.sa-basic-destination { display: grid; gap: 4px; justify-items: start; }
.sa-basic-destination-current { margin: 0; }
.sa-basic-crop-hint { margin: 0 0 8px; }
.sa-basic-crop-area { position: relative; width: min(100%, 360px); aspect-ratio: 1; margin: 0 auto; background: #222; }
.sa-basic-crop-zoom { display: grid; gap: 4px; margin-top: 8px; }
.sa-basic-crop-zoom input { width: 100%; }
.sa-basic-crop-area .reactEasyCrop_Container { position: absolute; inset: 0; overflow: hidden; user-select: none; touch-action: none; cursor: move; display: flex; justify-content: center; align-items: center; }
.sa-basic-crop-area .reactEasyCrop_Image, .sa-basic-crop-area .reactEasyCrop_Video { will-change: transform; max-width: unset; }
.sa-basic-crop-area .reactEasyCrop_Contain { max-width: 100%; max-height: 100%; margin: auto; position: absolute; inset: 0; }
.sa-basic-crop-area .reactEasyCrop_Cover_Horizontal { width: 100%; height: auto; }
.sa-basic-crop-area .reactEasyCrop_Cover_Vertical { width: auto; height: 100%; }
.sa-basic-crop-area .reactEasyCrop_CropArea { position: absolute; left: 50%; top: 50%; transform: translate(-50%, -50%); border: 1px solid rgba(255, 255, 255, 0.5); box-sizing: border-box; box-shadow: 0 0 0 9999px; color: rgba(0, 0, 0, 0.5); overflow: hidden; }
.sa-basic-crop-area .reactEasyCrop_CropArea:focus-visible { outline: none; box-shadow: var(--sa-focus-ring), 0 0 0 9999px; }
.sa-basic-crop-area .reactEasyCrop_CropAreaRound { border-radius: 50%; }
`;
