/* The draggable pin map (the workspace's campus position): a fixed-height canvas and its pin. */
export const pinMapCss = /* css */ `
.sa-pin-map { display: grid; gap: 4px; min-width: 0; }
.sa-pin-map-canvas { height: 280px; width: 100%; border: 1px solid var(--sa-color-border); border-radius: var(--sa-radius, 4px); }
.sa-pin-map-marker { background: transparent; border: 0; }
.sa-pin-map-pin { display: block; width: 24px; height: 24px; box-sizing: border-box; border-radius: 50% 50% 50% 0; transform: rotate(-45deg); background: var(--sa-color-primary); border: 2px solid #fff; box-shadow: 0 1px 3px rgba(0, 0, 0, 0.4); cursor: grab; }
.sa-pin-map-hint { margin: 0; font-size: 14px; }
`;
