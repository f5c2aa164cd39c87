import { tokensCss } from './tokens.css.js';
import { baseCss, LATE_PRIMITIVE_SHEETS, providerBaseCss, uiCss } from './base.js';
import { authCss } from '../areas/auth/auth.css.js';
import { coursesCss } from '../areas/courses/courses.css.js';
import { scholarshipsCss } from '../areas/scholarships/scholarships.css.js';
import { searchPanelCss } from '../composites/search-panel/search-panel.css.js';
import { institutionsCss } from '../areas/institutions/institutions.css.js';
import { favouritesCss } from '../areas/favourites/favourites.css.js';
import { compareCss } from '../areas/compare/compare.css.js';
import { contactCss } from '../areas/contact/contact.css.js';
import { referralCss } from '../areas/referral/referral.css.js';
import { eventsCss } from '../areas/events/events.css.js';
import { agentsCss } from '../areas/agents/agents.css.js';
import { friendsCss } from '../areas/friends/friends.css.js';
import { formsCss } from '../areas/forms/forms.css.js';
import { studyCss } from '../areas/profile/study/study.css.js';
import { profileEducationCss } from '../areas/profile/education/education.css.js';
import { profileDocumentsCss } from '../areas/profile/documents/documents.css.js';
import { profilePassportCss } from '../areas/profile/passport/passport.css.js';
import { basicCss as profileBasicCss } from '../areas/profile/basic/basic.css.js';
import { profileCss } from '../areas/profile/profile.css.js';
import { questionnaireCss } from '../areas/questionnaire/questionnaire.css.js';
import { applicationCss } from '../areas/application/application.css.js';
import { applicationSummaryCss } from '../kits/application-summary/application-summary.css.js';
import { applyWizardCss } from '../composites/apply-wizard/apply-wizard.css.js';
import { applicationsCss } from '../areas/applications/applications.css.js';
import { messagingCss } from '../areas/messaging/messaging.css.js';
import { workspaceCss } from '../areas/workspace/workspace.css.js';
import { courseTimelineCss } from '../kits/course-timeline/course-timeline.css.js';
import { composeKitCss } from '../kits/compose/compose-kit.css.js';
import { imageCropCss } from '../kits/image-crop/image-crop.css.js';
import { pinMapCss } from '../kits/map/pin-map.css.js';

export { themeVariables, tokensCss, type ThemeVariable } from './tokens.css.js';
export { baseCss, LATE_PRIMITIVE_SHEETS, providerBaseCss, uiCss };
export { noRecordsCss } from './no-records.css.js';

/** Each area's stylesheet, for the custom elements' area chunks (their `areaStyles`). */
export {
  authCss,
  coursesCss,
  scholarshipsCss,
  searchPanelCss,
  institutionsCss,
  favouritesCss,
  compareCss,
  contactCss,
  referralCss,
  eventsCss,
  agentsCss,
  friendsCss,
  formsCss,
  studyCss,
  profileEducationCss,
  profileDocumentsCss,
  profilePassportCss,
  profileBasicCss,
  profileCss,
  questionnaireCss,
  applicationSummaryCss,
  applicationCss,
  applyWizardCss,
  courseTimelineCss,
  applicationsCss,
  composeKitCss,
  imageCropCss,
  pinMapCss,
  messagingCss,
  workspaceCss,
};

/**
 * The whole stylesheet of StudyAtlas: theme tokens and resets, then every primitive, then every area
 * (areas add theirs to this list). Injected once into the document by the provider; custom elements
 * adopt `baseCss` and their areas' sheets instead.
 */
export const studyAtlasCss: string = /* @__PURE__ */ [tokensCss, uiCss, authCss, institutionsCss, favouritesCss, compareCss, coursesCss, scholarshipsCss, searchPanelCss, agentsCss, eventsCss, contactCss, referralCss, friendsCss, formsCss, imageCropCss, pinMapCss, studyCss, profileEducationCss, profileDocumentsCss, profilePassportCss, profileBasicCss, profileCss, questionnaireCss, applicationSummaryCss, applicationCss, applyWizardCss, courseTimelineCss, applicationsCss, composeKitCss, messagingCss, workspaceCss].join('\n');
