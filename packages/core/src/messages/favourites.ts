/**
 * Favourites (discovery §3 "Favourite", §4, §6, §7): the rule's and the server's words. The
 * specification gives no wording of its own. Apart from `favouriteMessages` (what browsers show), so a
 * browser bundle that reads one of those does not carry these (a bundler keeps a catalogue object whole).
 */
import { defineCatalogue } from '../i18n/catalogue.js';
export const favouriteReplyMessages = /* @__PURE__ */ defineCatalogue('favourites', 'favouriteReplyMessages', {
  favouriteCategoryRequired: 'Category is required',
  favouriteCategoryInvalid: 'Category must be C (course intake), I (institution), A (agent), E (event) or S (scholarship).',
  favouriteReferenceRequired: 'ReferenceFk is required',
  favouriteReferenceInvalid: 'ReferenceFk must be a positive whole number.',
  favouritePreferenceRequired: 'PreferenceFk is required',
  favouritePreferenceInvalid: 'PreferenceFk must be a positive whole number.',
  favouriteFlagInvalid: 'FavFlag must be true or false.',
  favouriteNotFound: 'This favourite was not found.',
  favouriteIntakeNotFound: 'The course intake was not found.',
  favouriteInstitutionNotFound: 'The institution was not found.',
  favouriteAgentNotFound: 'The agent was not found.',
  favouriteEventNotFound: 'The event was not found.',
  favouriteScholarshipNotFound: 'The scholarship was not found.',
} as const);

/** Favourites: the sign-in prompt, the favourites screen's and the toggle's words. */
export const favouriteMessages = /* @__PURE__ */ defineCatalogue('favourites', 'favouriteMessages', {
  favouriteSignIn: 'Please sign in to save your favourites.',

  // The favourites screen and the toggle
  favouritesTitle: 'Favourites',
  favouriteCategories: 'Favourite categories',
  favouriteToggle: 'Favourite: {name}',
  favouriteRemove: 'Remove {name} from favourites',
  favouriteTabCourses: 'Courses',
  favouriteTabInstitutions: 'Institutions',
  favouriteTabAgents: 'Agents',
  favouriteTabEvents: 'Events',
  favouriteTabScholarships: 'Scholarships',
  favouriteTab: '{name} ({count})',
  favouriteStarts: 'Starts {date}',
  favouriteDates: '{from} to {to}',
  favouriteCloses: 'Closes {date}',
} as const);
