import { defineCatalogue } from '../i18n/catalogue.js';
import { CHOOSE_PLACEHOLDER } from './common.js';
import { workspaceLabels } from './workspace.js';

/**
 * The workspace's organisation profile and campuses (issue 27): the server's refusals
 * (`organisationProfileMessages`; the field messages are the importer's, in `catalogueMessages`) and
 * the Profile and Campuses screens' words (`organisationProfileLabels`).
 */
export const organisationProfileMessages = /* @__PURE__ */ defineCatalogue('workspace-profile', 'organisationProfileMessages', {
  countryRequired: 'country is required',
  countryUnknown: 'country is not a country of the list',
  campusNotFound: 'Campus not found.',
  /** A campus intakes or applications use stays: `{uses}` says which ("2 intakes, 1 application"). */
  campusInUse: 'This campus cannot be removed: {uses} use it. Move or remove them first.',
  campusUsesIntakes: '{count} intakes',
  campusUsesIntake: '1 intake',
  campusUsesApplications: '{count} applications',
  campusUsesApplication: '1 application',
  campusUsesEvents: '{count} events',
  campusUsesEvent: '1 event',
  campusUsesEnquiries: '{count} enquiries',
  campusUsesEnquiry: '1 enquiry',
} as const);

export const organisationProfileLabels = /* @__PURE__ */ defineCatalogue('workspace-profile', 'organisationProfileLabels', {
  profileTitle: 'Organisation profile',
  profileLoading: 'Loading the profile…',
  name: 'Name',
  description: 'Description',
  webAddress: 'Web address',
  email: 'E-mail',
  phone: 'Phone',
  save: 'Save',
  saved: 'The profile was saved.',
  readOnly: 'Your role may read the profile but not change it.',
  logo: 'Logo',
  logoAlt: 'The organisation’s logo',
  logoChoose: 'Choose a logo',
  logoSaved: 'The logo was saved.',
  cropTitle: 'Crop the logo',
  cropHint: 'Drag the image or use the arrow keys to choose the part shown; zoom with the slider.',
  cropArea: 'Logo crop area',
  cropZoom: 'Zoom',
  cropSave: 'Save logo',
  cropCancel: 'Cancel',
  campuses: 'Campuses',
  campusesLoading: 'Loading the campuses…',
  noCampuses: 'No campuses yet.',
  newCampus: 'New campus',
  campusDetails: 'Campus',
  backToCampuses: 'Back to the campuses',
  campusName: 'Campus name',
  country: 'Country',
  choose: CHOOSE_PLACEHOLDER,
  state: 'State or region',
  city: 'City',
  address: 'Address',
  postcode: 'Postcode',
  headOffice: 'Head office',
  latitude: 'Latitude',
  longitude: 'Longitude',
  mapPin: 'Campus position: drag the pin to adjust it',
  mapHint: 'Drag the pin to the campus; without a pin the city’s position is used.',
  approximate: 'Placed approximately at the centre of its area.',
  saveCampus: 'Save campus',
  campusSaved: 'The campus was saved.',
  removeCampus: 'Remove campus',
  removeCampusConfirm: 'Remove the campus {name}?',
  campusRemoved: 'The campus was removed.',
  cancel: 'Cancel',
  edit: 'Edit',
  placeNotes: 'How the place was read',
  history: 'History',
  historyOrganisation: 'Profile',
  historyCampus: 'Campus {id}',
} as const);
