import { noRecordsCss } from '../../styles/no-records.css.js';
import { composeKitCss } from '../../kits/compose/compose-kit.css.js';
import { messagingCss } from './messaging.css.js';

/** Every sheet of messaging, in the order of the whole stylesheet: what `<sa-messages>` and `<sa-unread-count>` adopt. */
export const messagingStyles: readonly string[] = [noRecordsCss, composeKitCss, messagingCss];
