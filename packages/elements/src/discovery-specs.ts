import { authElements } from './areas/auth/index.js';
import { institutionsElements } from './areas/institutions/index.js';
import { favouritesElements } from './areas/favourites/index.js';
import { compareElements } from './areas/compare/index.js';
import { scholarshipsElements } from './areas/scholarships/index.js';
import { searchPanelElements } from './composites/search-panel/index.js';
import { agentsElements } from './areas/agents/index.js';
import { contactElements } from './areas/contact/index.js';
import { referralElements } from './areas/referral/index.js';
import { eventsElements } from './areas/events/index.js';
import { formsElements } from './areas/forms/index.js';
import type { ElementSpec } from './spec.js';

/**
 * The sign-in and discovery areas' element specs (all but the course search's, which the loader
 * defines up front), defined on sight of one of their tags (loader.ts): a chunk of the script-tag bundle.
 */
export const discoverySpecs: readonly ElementSpec[] = [
  ...authElements,
  ...institutionsElements,
  ...favouritesElements,
  ...compareElements,
  ...scholarshipsElements,
  ...searchPanelElements,
  ...agentsElements,
  ...contactElements,
  ...referralElements,
  ...eventsElements,
  ...formsElements,
];
