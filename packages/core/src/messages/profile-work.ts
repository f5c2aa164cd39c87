/**
 * Profile W "Work experience" (member §3, §5, §8). Quoted specification wording is verbatim (typos
 * included); the required-field texts are ours (the specification names the fields only).
 */
import { defineCatalogue } from '../i18n/catalogue.js';
export const workMessages = /* @__PURE__ */ defineCatalogue('profile-work', 'workMessages', {
  workStartFuture: 'Start Date should be less then current Date',
  workEndOrCurrent: 'Please check current checkbox if this is your current employment',
  workDateOrder: 'Employee start date must be less than Employee end date.',
  workEmployerRequired: 'Employer is required',
  workPositionRequired: 'Position is required',
  workReportToRequired: 'Report to is required',
  workContactNameRequired: 'Contact name is required',
  workCountryRequired: 'Country is required',
  workStateRequired: 'State is required',
  workCityRequired: 'City is required',
  workPostcodeRequired: 'Postcode is required',
  workAddressRequired: 'Address line 1 is required',
  workInvalidEmail: 'Invalid email',
  workPlaceUnknown: 'Please choose from the list',
  workSaved: 'Data saved successfully.',
  workDeleted: 'Record deleted.',
  workNotFound: 'The record was not found.',
} as const);

/** The work screens' own words. */
export const workLabels = /* @__PURE__ */ defineCatalogue('profile-work', 'workLabels', {
  sectionTitle: 'Work experience',
  add: 'Add work experience',
  edit: 'Edit work experience',
  employer: 'Employer',
  position: 'Position',
  reportTo: 'Report to',
  mainDuties: 'Main duties',
  startDate: 'Start date',
  endDate: 'End date',
  current: 'This is my current employment',
  contactTitle: 'Employer contact',
  contactName: 'Contact name',
  postcode: 'Postcode',
  address1: 'Address line 1',
  address2: 'Address line 2',
  address3: 'Address line 3',
  phone: 'Phone',
  fax: 'Fax',
  mobile: 'Mobile',
  email: 'Email',
  dates: 'Dates',
  present: 'Present',
  save: 'Save',
  cancel: 'Cancel',
  editAction: 'Edit',
  deleteAction: 'Delete',
  deleteConfirmTitle: 'Delete',
  deleteConfirm: 'Delete this work experience?',
  yes: 'Yes',
  next: 'Next',
  back: 'Back',
} as const);
