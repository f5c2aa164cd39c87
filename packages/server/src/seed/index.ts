export { seedReference, REFERENCE_TABLES, type ReferenceOptions, type ReferenceResult, type ReferenceTable } from './reference.js';
export { SAMPLE_CITY_COUNTRIES, type GeoScope } from './geo-source.js';
export { CONTACT_SUBJECTS, STUDY_MODES, STUDY_AREAS, AWARD_GROUPS } from './reference-data.js';
export { seedDemo, type SeedDemoOptions, type SeedDemoResult } from './demo/seed-demo.js';
export { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD, DEMO_MEMBERS, DEMO_STAFF } from './demo/members.js';
export { ensureDemoData, type EnsureDemoDataOptions, type EnsureDemoDataResult } from './ensure-demo-data.js';
export { describeDemo, describeReference, demoLoginLine } from './summary.js';
