/**
 * The words every area shares: popup titles, the client's error catalogue, sign-in, paging and the UI
 * primitives' labels (see ../messages.ts). An area's own words live in its module (favourites,
 * compare and the course search's included), the HTTP layer's refusals in http.ts: a bundler keeps
 * this object whole wherever one of its words is read, so it holds only what every screen may show.
 */
import { defineCatalogue } from '../i18n/catalogue.js';
import { formatMessage } from '../i18n/format-message.js';
/**
 * The one placeholder of a drop-down whose choice is still to make (the specification names none):
 * every area's `choose` label is this word (issue 24: no '--Select--' beside 'Choose…').
 */
export const CHOOSE_PLACEHOLDER = 'Choose…';

export const messages = /* @__PURE__ */ defineCatalogue('common', 'messages', {
  productName: 'StudyAtlas',
  back: 'Back',

  // Popup titles (discovery §8, member §8)
  titleWarning: 'Warning',
  titleInformation: 'Information',
  titleInfo: 'Info',
  titleSuccess: 'Success',
  titleFailed: 'Failed',
  titleError: 'Error',

  // Error catalogue
  apiNotRunning: 'Api is not running.',
  noRecords: 'No records found',
  signInRequired: 'Please sign in to continue.',
  required: 'Required',

  sessionExpired: 'Your session has ended. Please sign in again.',
  /** Member §6: an answer with this text forces logout. */
  itemNotAllowed: 'this item does not allow',
  signInAction: 'Sign in',
  signInTitle: 'Sign in',
  signOutAction: 'Sign out',

  // Date input and paging
  invalidDate: 'Invalid Date',
  pageOutOfRange: 'Page must be a whole number from 1 to {last}.',

  // Actions several screens share
  removeAction: 'Remove',

  // UI primitives (labels; every one can be overridden through the component's props)
  ok: 'OK',
  close: 'Close',
  /** The button that closes a notice (a Success popup shown as a status message that leaves on its own). */
  dismissNotice: 'Dismiss',
  loading: 'Loading…',
  readMore: 'Read more',
  readLess: 'Read less',
  expandAll: 'Expand all',
  collapseAll: 'Collapse all',
  printNow: 'Print',
  closePrint: 'Close print view',
  pagination: 'Pagination',
  pageSize: 'Rows per page',
  goToPage: 'Go to page',
  go: 'Go',
  firstPage: 'First page',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  lastPage: 'Last page',
  pageNumber: 'Page {page}',
  datePlaceholder: 'dd-Mmm-yyyy',
  dateHint: 'For example 05-Mar-2026 or 05/03/2026.',

  // The language switch (issue 28)
  language: 'Language',
} as const);

export type MessageKey = keyof typeof messages;

/** Fills a catalogue template's placeholders, in the current locale (see ../i18n/format-message.ts). */
export const format = formatMessage;
