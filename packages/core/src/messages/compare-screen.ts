/**
 * The compare screen's own words (discovery §9), apart from `compareMessages` in a module of their own
 * (a bundler keeps a module's used exports wherever the module goes), so a course list, which shows
 * only the toggle and the tray, does not carry them.
 */
import { defineCatalogue } from '../i18n/catalogue.js';
export const compareScreenMessages = /* @__PURE__ */ defineCatalogue('compare-screen', 'compareScreenMessages', {
  compareCarousel: 'Courses compared',
  /** What a screen reader calls the compared courses' region (aria-roledescription). */
  compareCarouselRole: 'carousel',
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
} as const);
