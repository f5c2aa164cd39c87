import { defineCatalogue } from '../i18n/catalogue.js';
import { CHOOSE_PLACEHOLDER } from './common.js';
/** The words of the profile's country → state → city fields. */
export const placeLabels = /* @__PURE__ */ defineCatalogue('profile-places', 'placeLabels', {
  country: 'Country',
  state: 'State',
  city: 'City',
  choose: CHOOSE_PLACEHOLDER,
  cityFilter: 'Find a city',
  cityFilterHint: 'Type part of the name: the list shows the first {limit} cities.',
} as const);
