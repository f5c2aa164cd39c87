/**
 * Side-effect entry: registers every element. This is the script-tag bundle's entry
 * (`<script type="module" src="…/sdk/studyatlas.js">`) and `import '@studyatlas/elements/register'`.
 * The bundle's own URL tells the elements where the API is when no `api-base` attribute is given.
 */
import { rememberScriptOrigin } from './api-base.js';
import { defineAll } from './index.js';

rememberScriptOrigin(import.meta.url);
defineAll();
