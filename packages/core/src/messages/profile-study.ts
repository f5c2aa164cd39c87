import { defineCatalogue } from '../i18n/catalogue.js';
import { CHOOSE_PLACEHOLDER } from './common.js';
/**
 * Study preferences (member §3 "Study preferences", §4 "Destination preference", §5 "Study
 * preferences", §8). The specification's words are verbatim (typos included: 'Atleast'); the
 * template `studyPrefAtLeastOne` is the old-style form's 'At least one {destination, award level or
 * study area} must be chosen.' filled with one of `studyPrefCategoryWords`.
 */
export const studyPreferenceMessages = /* @__PURE__ */ defineCatalogue('profile-study', 'studyPreferenceMessages', {
  // Old-style form (SaveStudyPreference): destination, award level and study area required
  studyPrefAreaRequired: 'At least one study area must be chosen.',
  studyPrefAtLeastOne: 'At least one {category} must be chosen.',
  // New-style form (SaveStudyPreferenceNew)
  studyPrefDestinationRequired: 'Atleast one study destination is required',
  studyPrefPreferredRequired: 'Please select preferred destination',
  studyPrefLevelRequired: 'Atleast one study level is required',
  studyPrefMajorMinorRequired: 'Atleast one major-minor combination is required',
  // Duplicates
  studyPrefDestinationExists: 'Study destination already exists.',
  studyPrefLevelExists: 'Study level already exists.',
  studyPrefMajorMinorExists: 'Major-Minor Area combination already exists.',
  studyPrefSaved: 'Data saved successfully.',
  // Our own words (the specification gives none)
  studyPrefAreaExists: 'Study area already exists.',
  studyPrefOnePreferred: 'Only one destination can be the preferred destination.',
  studyPrefUnknownCountry: 'Please choose a country from the list.',
  studyPrefUnknownCity: 'Please choose a city of the destination country.',
  studyPrefUnknownArea: 'Please choose a study area from the list.',
  studyPrefUnknownMajorMinor: 'Please choose a major and a minor area from the list.',
  studyPrefUnknownLevel: 'Please choose a study level from the list.',
  studyPrefGroupMismatch: 'The study level does not belong to the chosen award group.',
  studyPrefListNotJson: 'The list of study preferences is not valid JSON.',
} as const);

/** The word of each category in 'At least one {category} must be chosen.' (old-style form). */
export const studyPrefCategoryWords = /* @__PURE__ */ defineCatalogue('profile-study', 'studyPrefCategoryWords', {
  SD: 'destination',
  AL: 'award level',
  SA: 'study area',
  SM: 'major-minor combination',
} as const);

/** The study preferences screen's own words. */
export const studyPreferenceLabels = /* @__PURE__ */ defineCatalogue('profile-study', 'studyPreferenceLabels', {
  title: 'Study preferences',
  loading: 'Loading your study preferences…',
  destinations: 'Study destinations',
  destinationsHint: 'The first destination you add is your preferred one; choose another with its radio button.',
  studyAreas: 'Study areas',
  majorMinors: 'Major and minor areas',
  studyLevels: 'Study levels',
  country: 'Country',
  city: 'City (optional)',
  anyCity: 'Any city',
  studyArea: 'Study area',
  major: 'Major area',
  minor: 'Minor area',
  awardGroup: 'Award group',
  awardLevel: 'Study level',
  choose: CHOOSE_PLACEHOLDER,
  preferred: 'Preferred',
  preferredDestination: 'Preferred destination: {name}',
  addDestination: 'Add destination',
  addStudyArea: 'Add study area',
  addMajorMinor: 'Add major-minor',
  addStudyLevel: 'Add study level',
  add: 'Add',
  cancel: 'Cancel',
  remove: 'Remove',
  removeItem: 'Remove {name}',
  moveUp: 'Move {name} up',
  moveDown: 'Move {name} down',
  up: 'Up',
  down: 'Down',
  empty: 'Nothing chosen yet.',
  save: 'Save',
  back: 'Back',
  next: 'Next',
  fromFavourites: 'Pick from favourite courses',
  favouritesTitle: 'Favourite courses',
  favouritesHint: "Picking a course adds its country (and its city, when listed) to your study destinations.",
  favouritesEmpty: 'You have no favourite courses yet.',
  favouritesLoading: 'Loading your favourite courses…',
  pick: 'Pick',
  pickCourse: 'Pick {name}',
  close: 'Close',
  courseAt: '{course} at {institution}, {city}, {country}',
} as const);
