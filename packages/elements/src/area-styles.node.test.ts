import { describe, expect, it } from 'vitest';
import * as react from '@studyatlas/react';
import type { SheetName } from '@studyatlas/react';
import type { AreaModule } from './lazy.js';

/*
 * A custom element adopts the base stylesheet up front and its area's CSS when the area's chunk loads
 * (lazy.ts). An area module that forgets its `areaStyles` renders unstyled inside the shadow root: so
 * every area stylesheet of the React package must be adopted by some element area module.
 */
const areaModules = import.meta.glob<AreaModule>(['./areas/*/elements.tsx', './composites/*/elements.tsx'], { eager: true });

/** The kits' sheets an area may adopt late (lazy.ts `lateSheets`): a kit's `useStylesheet` hands over its CSS. */
const lateCss: Partial<Record<SheetName, string>> = {
  'image-crop': react.imageCropCss,
  'pin-map': react.pinMapCss,
  'compose-kit': react.composeKitCss,
  'favourite-toggle': react.favouriteToggleCss,
  'compare-toggle': react.compareToggleCss,
};

describe('area styles of the custom elements', () => {
  it('cover every area stylesheet of the React package', () => {
    const late = Object.values(areaModules).flatMap((module) => (module.lateSheets ?? []).map((name) => lateCss[name] ?? ''));
    // The primitives' sheets outside the base (the dialog's, the tabs', …): adopted when the primitive renders (primitive-sheets.ts).
    const primitives = react.LATE_PRIMITIVE_SHEETS.map((name) => (react as Record<string, unknown>)[`${name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())}Css`]);
    const adopted = new Set([react.baseCss, ...Object.values(areaModules).flatMap((module) => module.areaStyles ?? []), ...late, ...primitives.filter((css) => typeof css === 'string')]);
    const areaSheets = Object.entries(react).filter(([name, value]) => /Css$/.test(name) && typeof value === 'string' && name !== 'studyAtlasCss');
    const missing = areaSheets.filter(([, css]) => ![...adopted].some((sheet) => sheet.includes(css as string))).map(([name]) => name);
    expect(missing).toEqual([]);
  });

  it('name only kit sheets whose CSS the kit hands over', () => {
    const names = Object.values(areaModules).flatMap((module) => module.lateSheets ?? []);
    expect(names.filter((name) => !lateCss[name])).toEqual([]);
  });

  it('are declared by every area module but the auth screens (whose CSS is in the base)', () => {
    const without = Object.entries(areaModules)
      .filter(([file, module]) => !file.startsWith('./areas/auth/') && !(module.areaStyles && module.areaStyles.length > 0))
      .map(([file]) => file);
    expect(without).toEqual([]);
  });
});
