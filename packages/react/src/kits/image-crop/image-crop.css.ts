/*
 * The image crop kit (a profile photo, an organisation's logo): the current image beside its file
 * control, the crop dialog's area and zoom. The crop area's rules are react-easy-crop's own stylesheet
 * (its automatic injection is off: it would miss a shadow root).
 */
export const imageCropCss = /* css */ `
.sa-crop-picker { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; min-width: 0; }
.sa-crop-image { width: 120px; height: 120px; object-fit: cover; background: var(--sa-color-surface); }
.sa-crop-image--round { border-radius: 50%; }
.sa-crop-image--rect { object-fit: contain; border-radius: var(--sa-radius, 4px); }
.sa-crop-pick { display: grid; grid-template-columns: minmax(0, 1fr); gap: 4px; min-width: 0; flex: 1 1 160px; }
.sa-crop-input { max-width: 100%; min-width: 0; }
.sa-crop-hint { margin: 0 0 8px; }
.sa-crop-area { position: relative; width: min(100%, 360px); aspect-ratio: 1; margin: 0 auto; background: #222; }
.sa-crop-zoom { display: grid; gap: 4px; margin-top: 8px; }
.sa-crop-zoom input { width: 100%; }
.sa-crop-area .reactEasyCrop_Container { position: absolute; inset: 0; overflow: hidden; user-select: none; touch-action: none; cursor: move; display: flex; justify-content: center; align-items: center; }
.sa-crop-area .reactEasyCrop_Image, .sa-crop-area .reactEasyCrop_Video { will-change: transform; max-width: unset; }
.sa-crop-area .reactEasyCrop_Contain { max-width: 100%; max-height: 100%; margin: auto; position: absolute; inset: 0; }
.sa-crop-area .reactEasyCrop_Cover_Horizontal { width: 100%; height: auto; }
.sa-crop-area .reactEasyCrop_Cover_Vertical { width: auto; height: 100%; }
.sa-crop-area .reactEasyCrop_CropArea { position: absolute; left: 50%; top: 50%; transform: translate(-50%, -50%); border: 1px solid rgba(255, 255, 255, 0.5); box-sizing: border-box; box-shadow: 0 0 0 9999px; color: rgba(0, 0, 0, 0.5); overflow: hidden; }
.sa-crop-area .reactEasyCrop_CropArea:focus-visible { outline: none; box-shadow: var(--sa-focus-ring), 0 0 0 9999px; }
.sa-crop-area .reactEasyCrop_CropAreaRound { border-radius: 50%; }
`;
