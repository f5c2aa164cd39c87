import { defineElement } from './define.js';
import { authElements } from './auth.js';
import { institutionsElements } from './institutions.js';
import { favouritesElements } from './favourites.js';
import { compareElements } from './compare.js';
import { coursesElements } from './courses.js';
import { scholarshipsElements } from './scholarships.js';
import { searchPanelElements } from './search-panel.js';
import { agentsElements } from './agents.js';
import { contactElements } from './contact.js';
import { referralElements } from './referral.js';
import { eventsElements } from './events.js';
import { friendsElements } from './friends.js';
import { formsElements } from './forms.js';
import type { ElementSpec } from './spec.js';

export { defineElement, createElementClass } from './define.js';
export { elementSpec, commonProps, type ElementSpec, type PropSpec, type EventSpec, type PartSpec, type PropType, type CommonProps } from './spec.js';
export * from './auth.js';
export * from './institutions.js';
export * from './favourites.js';
export * from './compare.js';
export * from './courses.js';
export * from './scholarships.js';
export * from './search-panel.js';
export * from './agents.js';
export * from './contact.js';
export * from './referral.js';
export * from './events.js';
export * from './friends.js';
export * from './forms.js';

/** Every element of the SDK, area by area. The manifest and the types are generated from this list. */
export const elementSpecs: readonly ElementSpec[] = [...authElements, ...institutionsElements, ...favouritesElements, ...compareElements, ...coursesElements, ...scholarshipsElements, ...searchPanelElements, ...agentsElements, ...contactElements, ...referralElements, ...eventsElements, ...friendsElements, ...formsElements];

/**
 * Registers every `<sa-…>` element (tags already defined are left alone). Does nothing where there is
 * no custom element registry, so server-side code may import and call it.
 */
export function defineAll(): void {
  for (const spec of elementSpecs) defineElement(spec);
}
