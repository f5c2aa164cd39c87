export * from './provider.js';
export { StudyAtlasRoot, type StudyAtlasRootProps } from './provider-root.js';
export * from './navigation/index.js';
export * from './form-kit/index.js';
export * from './data/index.js';
export * from './ui/index.js';
export * from './kits/index.js';
export * from './i18n/index.js';
export {
  studyAtlasCss,
  baseCss,
  LATE_PRIMITIVE_SHEETS,
  noRecordsCss,
  authCss,
  coursesCss,
  searchPanelCss,
  institutionsCss,
  favouritesCss,
  compareCss,
  scholarshipsCss,
  contactCss,
  referralCss,
  eventsCss,
  agentsCss,
  friendsCss,
  formsCss,
} from './styles/index.js';
export { StylesheetContext, type InjectSheet, type SheetName } from './styles/use-stylesheet.js';

// The product areas, one line each (areas are leaves: see docs/architecture.md).
export * from './areas/auth/index.js';
export * from './areas/institutions/index.js';
export * from './areas/favourites/index.js';
export * from './areas/compare/index.js';
export * from './areas/courses/index.js';
export * from './areas/agents/index.js';
export * from './areas/scholarships/index.js';
export * from './areas/events/index.js';
export * from './areas/contact/index.js';
export * from './areas/referral/index.js';
export * from './areas/friends/index.js';
export * from './areas/forms/index.js';
export * from './areas/profile/index.js';
export * from './areas/questionnaire/index.js';
export * from './areas/application/index.js';
export * from './areas/applications/index.js';
export * from './areas/messaging/index.js';
export * from './areas/workspace/index.js';

// Screens that show several areas.
export * from './composites/index.js';
