import { defineCatalogue } from '../i18n/catalogue.js';
import { CHOOSE_PLACEHOLDER } from './common.js';
import { catalogueLabels, courseStatusLabels } from './workspace-catalogue.js';

/**
 * The workspace's scholarships, forms and events (issue 27): the rules' words (beside the importer's,
 * `catalogueMessages`, which name the field as an import column does: `close_date must be …`) and the
 * server's refusals (`listingMessages`), apart from the screens' words (`listingLabels` and one object
 * per kind of record).
 */
export const listingMessages = /* @__PURE__ */ defineCatalogue('workspace-listings', 'listingMessages', {
  endBeforeStart: '{end} must not be before {start}',
  email: '{field} must be an e-mail address, got {given}',
  tooMany: 'At most {max} {field} are allowed',
  venueOrCampus: 'Choose the campus the event is held at, or give the venue and its city',
  scholarshipNotFound: 'Scholarship not found.',
  formNotFound: 'Form not found.',
  eventNotFound: 'Event not found.',
  /** Favourites keep showing a scholarship, so one a member keeps is archived, never removed. */
  scholarshipInFavourites: 'Members keep this scholarship among their favourites, so it cannot be removed; archive it instead.',
  /** Registrations and favourites keep showing an event, so such an event is archived, never removed. */
  eventInUse: 'Members registered for this event or keep it among their favourites, so it cannot be removed; archive it instead.',
  countryUnknown: 'country is not a country',
  awardGroupUnknown: 'award_group is not a study level',
  categoryUnknown: 'category is not a form category',
  campusUnknown: "campus is not one of the organisation's campuses",
  cityUnknown: 'city is not a city',
  fileUnknown: 'file is not a file you uploaded',
  participantUnknown: 'participant {id} is not an institution or agent of the catalogue',
  participantIsOrganiser: 'The organisation holding the event cannot also be one of its participants',
  /** A document id that is neither the event's nor the staff member's own upload (another member's, another organisation's). */
  documentNotFound: 'Document not found.',
} as const);

/** Statuses as the screens name them (the courses' words). */
export const listingStatusLabels = courseStatusLabels;

/** The words the three sections share (the course screens' where they say the same). */
export const listingLabels = /* @__PURE__ */ defineCatalogue('workspace-listings', 'listingLabels', {
  search: 'Name',
  status: 'Status',
  anyStatus: 'Any status',
  apply: 'Search',
  found: '{count} found',
  pagination: 'Pages',
  readOnly: 'Your role may read the catalogue but not change it.',
  draftNote: 'Drafts are not shown to students.',
  archivedNote: 'Archived: hidden from search; kept in favourites and registrations.',
  remove: 'Remove',
  cancel: 'Cancel',
  saved: 'Saved.',
  removed: 'Removed.',
  statusChanged: 'Now {status}.',
  choose: CHOOSE_PLACEHOLDER,
  history: 'History',
  noHistory: 'No changes yet.',
  historyPagination: 'History pages',
  historyBy: '{who}, {at}',
  historyChange: '{field}: {before} → {after}',
  historyCreated: 'Created',
  historyUpdated: 'Changed',
  historyDeleted: 'Removed',
  historyStatus: 'Status changed',
  empty: '(empty)',
  catalogueGroup: 'Catalogue',
  courses: 'Courses',
  name: 'Name',
  description: 'Description',
  webAddress: 'Web address',
} as const);

export const scholarshipRecordLabels = /* @__PURE__ */ defineCatalogue('workspace-listings', 'scholarshipRecordLabels', {
  title: 'Scholarships',
  loading: 'Loading the scholarships…',
  newRecord: 'New scholarship',
  record: 'Scholarship',
  noRecords: 'No scholarships yet.',
  back: 'Back to the scholarships',
  details: 'Scholarship details',
  removeConfirm: 'Remove the scholarship {name}?',
  country: 'Country',
  awardGroup: 'Study level',
  anyAwardGroup: 'Any study level',
  amount: 'Amount',
  currency: 'Currency',
  openDate: 'Opens (yyyy-MM-dd)',
  closeDate: 'Closes (yyyy-MM-dd)',
  closes: 'Closes {date}',
} as const);

export const formRecordLabels = /* @__PURE__ */ defineCatalogue('workspace-listings', 'formRecordLabels', {
  title: 'Forms',
  loading: 'Loading the forms…',
  newRecord: 'New form',
  record: 'Form',
  noRecords: 'No forms yet.',
  back: 'Back to the forms',
  details: 'Form details',
  removeConfirm: 'Remove the form {name}?',
  category: 'Category',
  header: 'Text above the form in the list',
  file: 'Form file',
  currentFile: 'Current file: {name}',
  uploading: 'Uploading the file…',
} as const);

export const eventRecordLabels = /* @__PURE__ */ defineCatalogue('workspace-listings', 'eventRecordLabels', {
  title: 'Events',
  loading: 'Loading the events…',
  newRecord: 'New event',
  record: 'Event',
  noRecords: 'No events yet.',
  back: 'Back to the events',
  details: 'Event details',
  removeConfirm: 'Remove the event {name}?',
  campus: 'Held at',
  elsewhere: 'Elsewhere (give the venue)',
  venueName: 'Venue',
  city: 'City',
  dateFrom: 'From (yyyy-MM-dd)',
  dateTo: 'To (yyyy-MM-dd)',
  dates: '{from} to {to}',
  regUrl: 'Registration address',
  webSite: 'Web site',
  costs: 'Registration costs',
  costLabel: 'What',
  costAmount: 'Amount',
  costCurrency: 'Currency',
  addCost: 'Add a cost',
  removeCost: 'Remove this cost',
  contacts: 'Contacts',
  contactName: 'Name',
  contactEmail: 'E-mail',
  contactPhone: 'Phone',
  addContact: 'Add a contact',
  removeContact: 'Remove this contact',
  registrations: '{count} registered',
  participants: 'Participants',
  noParticipants: 'No participants yet.',
  findParticipant: 'Find an institution or agent',
  searching: 'Searching…',
  noMatches: 'No institution or agent matches.',
  institution: 'Institution',
  agent: 'Agent',
  addParticipant: 'Add {name}',
  removeParticipant: 'Remove {name}',
  documents: 'Documents',
  noDocuments: 'No documents yet.',
  addDocument: 'Add a document',
  removeDocument: 'Remove {name}',
} as const);
