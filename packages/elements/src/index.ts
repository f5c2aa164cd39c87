import { defineElement } from './define.js';
import { authElements } from './auth.js';
import { institutionsElements } from './institutions.js';
import { favouritesElements } from './favourites.js';
import { compareElements } from './compare.js';
import { coursesElements } from './courses.js';
import { searchPanelElements } from './search-panel.js';
import type { ElementSpec } from './spec.js';

export { defineElement, createElementClass } from './define.js';
export { elementSpec, commonProps, type ElementSpec, type PropSpec, type EventSpec, type PartSpec, type PropType, type CommonProps } from './spec.js';
export * from './auth.js';
export * from './institutions.js';
export * from './favourites.js';
export * from './compare.js';
export * from './courses.js';
export * from './search-panel.js';

/** Every element of the SDK, area by area. The manifest and the types are generated from this list. */
export const elementSpecs: readonly ElementSpec[] = [...authElements, ...institutionsElements, ...favouritesElements, ...compareElements, ...coursesElements, ...searchPanelElements];

/**
 * Registers every `<sa-…>` element (tags already defined are left alone). Does nothing where there is
 * no custom element registry, so server-side code may import and call it.
 */
export function defineAll(): void {
  for (const spec of elementSpecs) defineElement(spec);
}
