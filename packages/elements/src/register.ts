/**
 * Side-effect entry: registers every element at once (`import '@studyatlas/elements/register'`). The
 * module's own URL tells the elements where the API is when no `api-base` attribute is given. The
 * script-tag bundle has an entry of its own (studyatlas.ts) that defines most elements on sight.
 */
import { rememberScriptOrigin } from './api-base.js';
import { defineAll } from './index.js';

rememberScriptOrigin(import.meta.url);
defineAll();
