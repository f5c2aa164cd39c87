/**
 * The script-tag bundle's entry (`<script type="module" src="…/sdk/studyatlas.js">`). The bundle's
 * own URL tells the elements where the API is when no `api-base` attribute is given. The course
 * search is defined now; the other elements when their tag first appears in the page (loader.ts,
 * define-on-sight.ts), so the loader carries their tags and not their definitions.
 * `defineElementsIn(shadowRoot)` watches a shadow root of the page's own as well.
 *
 * `@studyatlas/elements/register` (register.ts: an app's bundler) still defines every element at
 * once: React 19 sets properties only on a defined element, and an app's bundle loads whole anyway.
 */
import { loadWordsByArea } from '@studyatlas/core';
import { rememberScriptOrigin } from './api-base.js';
import { defineElement } from './define.js';
import { defineOnSight } from './define-on-sight.js';
import { onSightDefinitions, upFrontSpecs } from './loader.js';

rememberScriptOrigin(import.meta.url);
// A partner page shows one or two widgets: in another language it loads their areas' words, not every area's.
loadWordsByArea();
for (const spec of upFrontSpecs) defineElement(spec);
const onSight = defineOnSight(onSightDefinitions);

/** Defines the elements placed in `root` (a shadow root of the page's own) when they appear there. */
export const defineElementsIn = (root: ShadowRoot): void => onSight.observe(root);
