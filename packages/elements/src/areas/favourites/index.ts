import { elementSpec, type PartSpec } from '../../spec.js';
import { singleHeadingLevel } from '../../common-specs.js';
import { lazyComponent } from '../../lazy.js';

// Each area's components load on first render (a chunk of their own in the script-tag bundle).
const FavouritesElement = lazyComponent(() => import('./elements.js'), 'FavouritesElement');

export type { FavouritesElementProps } from './elements.js';

/** Parts of the favourites screen, for `::part()` styling. */
const favouritesParts: readonly PartSpec[] = [
  { name: 'favourites', description: 'The favourites screen.' },
  { name: 'tablist', description: 'The row of category tabs.' },
  { name: 'tab', description: 'A category tab with its count.' },
  { name: 'favourite-row', description: 'One saved course, institution, agent, event or scholarship.' },
  { name: 'button', description: 'A button (Remove, Sign in).' },
  { name: 'loader', description: 'The busy indicator.' },
  { name: 'auth', description: 'The sign-in card shown while anonymous.' },
  { name: 'backdrop', description: 'The backdrop of the login dialog and the popups.' },
  { name: 'dialog', description: 'The login dialog and the popups.' },
  { name: 'popup', description: 'A Success / Failed / Warning popup.' },
];

export const favouritesElement = elementSpec({
  tag: 'sa-favourites',
  component: FavouritesElement,
  description:
    "The signed-in member's favourites: a tab per category (courses, institutions, agents, events, scholarships) with its count, and Remove on every row. Anonymous visitors are asked to sign in with the login dialog.",
  props: {
    tab: {
      type: 'string',
      tsType: "'C' | 'I' | 'A' | 'E' | 'S'",
      description: 'The tab open first: C courses (default), I institutions, A agents, E events, S scholarships.',
    },
    headingLevel: singleHeadingLevel,
  },
  events: {},
  parts: favouritesParts,
});

export const favouritesElements = [favouritesElement];
