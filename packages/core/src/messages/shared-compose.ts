/**
 * The rich text editor and the attachment picker that messaging's compose and the workspace's
 * messages share (react kits/compose): their words only, so a screen that writes carries these and
 * not a whole area's catalogue. Messaging's labels name the same words (messagingLabels).
 */
import { defineCatalogue } from '../i18n/catalogue.js';
import { COMPOSE_KIT_WORDS } from './shared-compose-words.js';
export const composeKitLabels = /* @__PURE__ */ defineCatalogue('shared-compose', 'composeKitLabels', COMPOSE_KIT_WORDS);
