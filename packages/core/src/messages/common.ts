/**
 * The words every area shares: popup titles, the error catalogue, sign-in, sign-up and password
 * reset, favourites, compare, paging and the UI primitives' labels (see ../messages.ts).
 */
export const messages = {
  productName: 'StudyAtlas',

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
  tooManyRequests: 'Too many attempts. Please wait a minute and try again.',
  signInRequired: 'Please sign in to continue.',
  notFound: 'The requested resource was not found.',
  invalidInput: 'Invalid input',
  expectedType: 'Expected {type}',
  malformedBody: 'The request body is not valid JSON.',
  unsupportedMediaType: 'Unsupported content type. Send JSON or form data.',
  bodyTooLarge: 'The request body is too large.',
  badRequest: 'The request could not be understood.',
  serverError: 'Something went wrong on our side. Please try again later.',
  required: 'Required',

  sessionExpired: 'Your session has ended. Please sign in again.',
  signedOut: 'You have been signed out.',
  signInAction: 'Sign in',
  signInTitle: 'Sign in',
  signOutAction: 'Sign out',
  // Favourites (discovery §3 "Favourite", §4, §6, §7); the specification gives no wording of its own
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
  favouriteSignIn: 'Please sign in to save your favourites.',

  // Course search (discovery §5): the new filter (text, country, level group) and the old one (country)
  courseSearchTextRequired: 'At least 3 characters of Study Area Or Course Name must be provided',
  courseInstitutionCountryRequired: 'Institution Country is required',
  courseStudyLevelGroupRequired: 'Study Level Group is required',
  /** The combined warning: the missing items, comma-separated, followed by "is required". */
  courseFilterMissing: '{items} is required',
  courseFilterItemText: 'Study Area Or Course Name',
  courseFilterItemCountry: 'Institution Country',
  courseFilterItemGroup: 'Study Level Group',
  courseCountryRequired: 'Country is required',
  courseRowsOutOfRange: 'Rows must run from 0 upwards, at most {max} at a time (from ≤ to).',
  courseNotFound: 'The course was not found.',
  courseInstitutionNotFound: 'The institution was not found.',
  courseStudyAreaNotFound: 'The study area was not found.',
  courseCampusNotFound: 'The campus was not found for this course.',
  courseIntakeNotFound: 'The intake was not found for this course.',

  // Date input and paging
  invalidDate: 'Invalid Date',
  pageOutOfRange: 'Page must be a whole number from 1 to {last}.',

  // Compare (discovery §5, §9) and the favourites and compare screens
  compareMinimum: 'Please select more than one course.',
  compareMaximum: 'You can select a maximum of 10 courses to compare.',
  compareTitle: 'Compare courses',
  compareAction: 'Compare',
  compareToggle: 'Compare {name}',
  compareRemove: 'Remove {name} from compare',
  compareClear: 'Clear compare',
  compareSelected: '{count} of 10 courses selected',
  compareCarousel: 'Courses compared',
  comparePrevious: 'Previous courses',
  compareNext: 'Next courses',
  compareShowing: 'Courses {first} to {last} of {count}',
  compareInstitution: 'Institution',
  compareLocation: 'Location',
  compareAward: 'Award',
  compareLevel: 'Study level',
  compareStudyArea: 'Study area',
  compareStudyMode: 'Study mode',
  compareDuration: 'Duration',
  compareIntake: 'Intake',
  compareSeats: 'Seats',
  compareAnnualFee: 'Annual fee',
  compareTotalCost: 'Total cost',
  compareInterview: 'Interview required',
  compareScholarships: 'Scholarships',
  compareDetail: 'View details',
  compareNotAvailable: '–',
  yes: 'Yes',
  no: 'No',
  favouritesTitle: 'Favourites',
  removeAction: 'Remove',
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

  // UI primitives (labels; every one can be overridden through the component's props)
  ok: 'OK',
  close: 'Close',
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
} as const;

export type MessageKey = keyof typeof messages;

/** Fills `{name}` placeholders of a catalogue template. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
