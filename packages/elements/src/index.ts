import { defineElement } from './define.js';
import * as areas from './areas.js';
import type { ElementSpec } from './spec.js';

export { defineElement, createElementClass } from './define.js';
export { elementSpec, commonProps, type ElementSpec, type PropSpec, type EventSpec, type PartSpec, type PropType, type CommonProps } from './spec.js';
export * from './areas.js';

/**
 * Every element of the SDK, area by area (the modules of areas.ts). The manifest and the types are
 * generated from this list, and `defineAll()` defines in its order (the first element connected
 * renders the page's popups).
 */
export const elementSpecs: readonly ElementSpec[] = [
  ...areas.authElements,
  ...areas.institutionsElements,
  ...areas.favouritesElements,
  ...areas.profileElements,
  ...areas.questionnaireElements,
  ...areas.applicationsElements,
  ...areas.messagingElements,
  ...areas.compareElements,
  ...areas.coursesElements,
  ...areas.scholarshipsElements,
  ...areas.searchPanelElements,
  ...areas.applyElements,
  ...areas.agentsElements,
  ...areas.contactElements,
  ...areas.referralElements,
  ...areas.eventsElements,
  ...areas.friendsElements,
  ...areas.formsElements,
  ...areas.workspaceElements,
];

/**
 * Registers every `<sa-…>` element (tags already defined are left alone). Does nothing where there is
 * no custom element registry, so server-side code may import and call it.
 */
export function defineAll(): void {
  for (const spec of elementSpecs) defineElement(spec);
}
