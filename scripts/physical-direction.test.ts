import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findPhysical, physicalWhy, scanPhysical, styleSources } from './physical-direction.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The style sources: the React package's sheets, the elements' and the examples' CSS. */
const FOLDERS = ['packages/react/src', 'packages/elements/src', 'examples'];

/** Whole files left physical, with the reason. */
const PHYSICAL_FILES: Record<string, string> = {
  'packages/react/src/kits/map/leaflet.css.ts':
    "Leaflet's own stylesheet, vendored: the map is a picture of the world and stays left to right inside (leaflet-map.tsx gives its container dir=\"ltr\"); popups set their content's direction",
};

/** Single declarations left physical: `file`, `selector`, `property`, and why. */
const ALLOWED: { file: string; selector: string; property: string; why: string }[] = [
  {
    file: 'packages/react/src/ui/accordion/accordion.css.ts',
    selector: '.sa-accordion-icon',
    property: 'border-right',
    why: 'a down-pointing chevron drawn by the right and bottom borders turned 45°: it points down in both directions',
  },
  {
    file: 'examples/portal/src/portal.css',
    selector: '.portal-account-chevron',
    property: 'border-right',
    why: 'the account menu chevron, drawn like the accordion one: it points down in both directions',
  },
  {
    file: 'packages/react/src/ui/popup-host/popup-host.css.ts',
    selector: '.sa-notices',
    property: 'left',
    why: 'centred: left 50% with translateX(-50%) puts the middle in the middle in either direction',
  },
  {
    file: 'packages/react/src/ui/popup-host/popup-host.css.ts',
    selector: '.sa-notices',
    property: 'transform',
    why: 'the other half of the centring above',
  },
  {
    file: 'packages/react/src/kits/image-crop/image-crop.css.ts',
    selector: '.sa-crop-area .reactEasyCrop_CropArea',
    property: 'left',
    why: "react-easy-crop's crop window, centred over the image (left 50%, translate -50%); the image is not mirrored",
  },
  {
    file: 'packages/react/src/kits/image-crop/image-crop.css.ts',
    selector: '.sa-crop-area .reactEasyCrop_CropArea',
    property: 'transform',
    why: 'the other half of the centring above',
  },
  {
    file: 'packages/react/src/kits/find/find-screens.css.ts',
    selector: '.sa-map-pin',
    property: 'border-radius',
    why: 'the map marker: a drop with its point at the bottom (one square corner turned -45°), on the map that stays left to right',
  },
  {
    file: 'packages/react/src/kits/map/pin-map.css.ts',
    selector: '.sa-pin-map-pin',
    property: 'border-radius',
    why: 'the campus pin, drawn like the map marker: a drop pointing down, on the map that stays left to right',
  },
  {
    file: 'examples/react-app/src/hub.css',
    selector: '.hub-logo',
    property: 'box-shadow',
    why: "the example app's logo, lit from the top left: a logo does not mirror",
  },
];

const key = (found: { file: string; selector: string; property: string }) => `${found.file} [${found.selector}] ${found.property}`;

describe('physical directions in the style sources (issue 28: every screen mirrors in right to left)', () => {
  const found = scanPhysical(root, FOLDERS);

  it('reads the real tree: every sheet of the React package, the elements and both example sites', () => {
    const sources = styleSources(root, FOLDERS);
    expect(sources.length).toBeGreaterThan(50);
    expect(sources).toEqual(expect.arrayContaining(['examples/portal/src/portal.css', 'examples/react-app/src/hub.css', 'packages/elements/src/host.css.ts', 'packages/react/src/ui/button/button.css.ts']));
  });

  it('names no physical side (margin-left, left:, text-align: right, border-left, padding: 0 0 0 8px …) outside the allow-list', () => {
    const allowed = new Set(ALLOWED.map(key));
    const offenders = found.filter((f) => !(f.file in PHYSICAL_FILES) && !allowed.has(key(f))).map((f) => `${f.file}:${f.line} [${f.selector}] ${f.why}`);
    expect(offenders).toEqual([]);
  });

  it('keeps no stale exception: every allowed declaration and file is still there', () => {
    const present = new Set(found.map(key));
    expect(ALLOWED.filter((entry) => !present.has(key(entry))).map(key)).toEqual([]);
    expect(Object.keys(PHYSICAL_FILES).filter((file) => !found.some((f) => f.file === file))).toEqual([]);
    for (const entry of ALLOWED) expect(entry.why.length).toBeGreaterThan(20);
  });

  it('catches each kind of physical declaration', () => {
    expect(physicalWhy('margin-left', '6px')).toBe('margin-left: use margin-inline-start / margin-inline-end');
    expect(physicalWhy('padding-right', '6px')).toBe('padding-right: use padding-inline-start / padding-inline-end');
    expect(physicalWhy('border-left', '4px solid red')).toBe('border-left: use border-inline-start / border-inline-end');
    expect(physicalWhy('border-right-color', 'red')).toBe('border-right-color: use border-inline-start-color / border-inline-end-color');
    expect(physicalWhy('right', '0')).toBe('right: use inset-inline-start / inset-inline-end');
    expect(physicalWhy('border-top-left-radius', '4px')).toBe('border-top-left-radius: use border-start-start-radius (and the other three)');
    expect(physicalWhy('text-align', 'left')).toMatch(/^text-align: left: use start/);
    expect(physicalWhy('float', 'right !important')).toMatch(/^float: right/);
    expect(physicalWhy('background-position', 'right 8px center')).toMatch(/^background-position/);
    expect(physicalWhy('padding', '10px 8px 10px 14px')).toMatch(/right ≠ left/);
    expect(physicalWhy('margin', '0 0 0 calc(var(--sa-spacing) * 2)')).toMatch(/right ≠ left/);
    expect(physicalWhy('border-radius', '50% 50% 50% 0')).toMatch(/corners differ/);
    expect(physicalWhy('border-radius', '4px 0')).toMatch(/corners differ/);
    expect(physicalWhy('transform', 'translateX(-50%)')).toMatch(/horizontal shift/);
    expect(physicalWhy('transform', 'rotate(45deg) translate(4px, 0)')).toMatch(/horizontal shift/);
    expect(physicalWhy('box-shadow', 'inset 3px 0 0 red')).toMatch(/horizontal offset/);
    expect(findPhysical('a.css.ts', 'export const a = /* css */ `\n.a { color: red; }\n@media (max-width: 600px) {\n  .b:hover { margin: 0; padding-left: 2px; }\n}\n`;').map(({ line, selector, property }) => ({ line, selector, property }))).toEqual([
      { line: 4, selector: '.b:hover', property: 'padding-left' },
    ]);
  });

  it('leaves logical and symmetric declarations alone', () => {
    for (const [property, value] of [
      ['margin-inline-start', '6px'],
      ['inset-inline-end', '0'],
      ['border-inline-start', '4px solid red'],
      ['border-start-start-radius', '4px'],
      ['text-align', 'start'],
      ['text-align', 'center'],
      ['padding', '6px calc(var(--sa-spacing) * 2)'],
      ['margin', '0 0 calc(var(--sa-spacing) * 2)'],
      ['margin', '4px 8px 2px 8px'],
      ['border-radius', '50%'],
      ['border-radius', '4px 4px 0 0'],
      ['transform', 'translateY(-2px) rotate(45deg)'],
      ['transform', 'translate(0, -50%)'],
      ['box-shadow', '0 2px 8px rgba(0, 0, 0, 0.12), var(--sa-focus-ring)'],
      ['top', '0'],
      ['overflow-x', 'auto'],
    ] as const) {
      expect(physicalWhy(property, value), `${property}: ${value}`).toBeUndefined();
    }
    expect(findPhysical('a.css.ts', 'export const a = /* css */ `${other}\n/* margin-left: 4px */\n.a { margin-inline-start: 4px; }`;')).toEqual([]);
    const mirroredUnderRtl = '.a.is-on { box-shadow: inset 3px 0 0 red; }\n.a.is-on:dir(rtl) { box-shadow: inset -3px 0 0 red; }\n[dir=rtl] .b { left: 0; }';
    expect(findPhysical('a.css', mirroredUnderRtl)).toEqual([]);
    expect(findPhysical('a.css', mirroredUnderRtl.replace('.a.is-on:dir(rtl) { box-shadow', '.a.is-on:dir(rtl) { outline')).map((f) => f.property)).toEqual(['box-shadow']);
  });
});
