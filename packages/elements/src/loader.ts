import { coursesElements } from './areas/courses/index.js';
import type { OnSightDefinitions } from './define-on-sight.js';
import type { ElementSpec } from './spec.js';

/*
 * What the script-tag loader (studyatlas.ts) defines up front and what it
 * defines on sight (define-on-sight.ts). Every element's component loads on its first render anyway
 * (lazy.ts); a definition up front costs the loader the spec (tag, props, events, the component's
 * import) on every page. So the loader defines the course search (the budgeted partner-page widget)
 * up front and keeps only the tags of the others: their specs are two chunks, the sign-in and
 * discovery elements' and the member elements', loaded when one of their tags first appears (one
 * more small request, ~0.2–0.6 KB gzip, before the element's area chunk). Per-area spec chunks were
 * measured too: the list of imports cost the loader what the specs saved.
 *
 * `elementSpecs` (index.ts) still lists every element for the manifest, the types and `defineAll()`;
 * loader.test.ts checks that these lists cover it exactly and that each chunk holds its tags. The
 * spec modules are imported one by one, not through areas.ts: a static import would keep them here.
 */

/** Defined up front. */
export const upFrontSpecs: readonly ElementSpec[] = [...coursesElements];

/** Defined when one of their tags appears: the sign-in and discovery elements, the member elements. */
export const onSightDefinitions: readonly OnSightDefinitions[] = [
  {
    tags: [
      'sa-login',
      'sa-signup',
      'sa-verify-account',
      'sa-reset-password',
      'sa-session-status',
      'sa-institution-search',
      'sa-institution-detail',
      'sa-favourites',
      'sa-compare',
      'sa-compare-tray',
      'sa-scholarship-search',
      'sa-scholarship-detail',
      'sa-search-panel',
      'sa-agent-search',
      'sa-agent-detail',
      'sa-contact-us',
      'sa-refer-friend',
      'sa-event-search',
      'sa-event-detail',
      'sa-form-finder',
    ],
    load: async () => (await import('./discovery-specs.js')).discoverySpecs,
  },
  {
    tags: ['sa-profile', 'sa-questionnaire', 'sa-applications', 'sa-messages', 'sa-unread-count', 'sa-apply', 'sa-friend-search', 'sa-friends', 'sa-workspace'],
    load: async () => (await import('./member-specs.js')).memberSpecs,
  },
];
