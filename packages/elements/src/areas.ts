/*
 * The manifest of @studyatlas/elements: one line per area (a folder under areas/, which imports only
 * the package's shared files) and per composite (under composites/, built from the areas' elements).
 * index.ts re-exports all of it and derives `elementSpecs` and `defineAll()` from it.
 *
 * Each module exports its element specs (one `elementSpec` per tag, plain data: the loader bundle
 * holds them) and their list as `<name>Elements`, its props and event-detail types; its components
 * (elements.tsx) load on first render, a chunk of their own in the script-tag bundle.
 *
 * Adding an area: its folder (index.ts with the specs and `<name>Elements`, elements.tsx, its tests)
 * and its line here, then its `...areas.<name>Elements` in index.ts's `elementSpecs`, which sets the
 * order the elements are documented and defined in. (ES modules re-export names only statically, so
 * this list cannot also be the ordered one without costing the loader a namespace object.)
 */
export * from './areas/auth/index.js';
export * from './areas/institutions/index.js';
export * from './areas/favourites/index.js';
export * from './areas/profile/index.js';
export * from './areas/questionnaire/index.js';
export * from './areas/applications/index.js';
export * from './areas/messaging/index.js';
export * from './areas/compare/index.js';
export * from './areas/courses/index.js';
export * from './areas/scholarships/index.js';
export * from './composites/search-panel/index.js';
export * from './composites/apply/index.js';
export * from './areas/agents/index.js';
export * from './areas/contact/index.js';
export * from './areas/referral/index.js';
export * from './areas/events/index.js';
export * from './areas/friends/index.js';
export * from './areas/forms/index.js';
export * from './areas/workspace/index.js';
