import { elementSpec, type PartSpec } from '../../spec.js';
import { singleHeadingLevel } from '../../common-specs.js';
import { lazyComponent } from '../../lazy.js';

// The profile's components load on first render (a chunk of their own in the script-tag bundle).
const ProfileElement = lazyComponent(() => import('./elements.js'), 'ProfileElement');

export type { ProfileElementProps } from './elements.js';

/** Parts of the profile, for `::part()` styling. */
const profileParts: readonly PartSpec[] = [
  { name: 'profile', description: 'The profile screen.' },
  { name: 'tablist', description: 'The row of section tabs.' },
  { name: 'tab', description: 'A section tab.' },
  { name: 'tabpanel', description: 'The open section.' },
  { name: 'label', description: 'A field label.' },
  { name: 'input', description: 'A text input.' },
  { name: 'select', description: 'A drop-down list.' },
  { name: 'field-error', description: "A field's validation message." },
  { name: 'button', description: 'A button.' },
  { name: 'loader', description: 'The busy indicator.' },
  { name: 'auth', description: 'The sign-in card shown while anonymous.' },
  { name: 'backdrop', description: 'The backdrop of the dialogs and the popups.' },
  { name: 'dialog', description: 'A dialog (add or edit a record, the login dialog) and the popups.' },
  { name: 'popup', description: 'A Success / Failed / Warning popup.' },
];

export const profileElement = elementSpec({
  tag: 'sa-profile',
  component: ProfileElement,
  description:
    "The signed-in member's profile: basic details, study preferences, education and tests, work experience, passports, visas and dependants, each saved on its own. Anonymous visitors are asked to sign in with the login dialog; signing in with any widget on the page fills it.",
  props: {
    tab: {
      type: 'string',
      tsType: "'B' | 'S' | 'E' | 'W' | 'P'",
      description: 'The section open first: B basic details (default), S study preferences, E education, W work experience, P passport and visa.',
    },
    headingLevel: singleHeadingLevel,
  },
  events: {},
  parts: profileParts,
});

export const profileElements = [profileElement];
