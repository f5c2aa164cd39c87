/**
 * Compare (discovery §5, §9): the rule's words, the tray's and the toggle's, which every course list
 * carries. The compare screen's own words are `compareScreenMessages` (`compare-screen.ts`).
 */
import { defineCatalogue } from '../i18n/catalogue.js';
export const compareMessages = /* @__PURE__ */ defineCatalogue('compare', 'compareMessages', {
  compareMinimum: 'Please select more than one course.',
  compareMaximum: 'You can select a maximum of 10 courses to compare.',
  compareTitle: 'Compare courses',
  compareAction: 'Compare',
  compareToggle: 'Compare {name}',
  compareRemove: 'Remove {name} from compare',
  compareClear: 'Clear compare',
  compareSelected: '{count} of 10 courses selected',
} as const);
