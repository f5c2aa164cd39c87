import { profileElements } from './areas/profile/index.js';
import { questionnaireElements } from './areas/questionnaire/index.js';
import { applicationsElements } from './areas/applications/index.js';
import { messagingElements } from './areas/messaging/index.js';
import { applyElements } from './composites/apply/index.js';
import { friendsElements } from './areas/friends/index.js';
import { workspaceElements } from './areas/workspace/index.js';
import type { ElementSpec } from './spec.js';

/**
 * The member areas' element specs (profile, questionnaire, applications, messaging, the apply
 * wizard, friends, the partner workspace), defined on sight of one of their tags (loader.ts): a chunk of the script-tag bundle.
 */
export const memberSpecs: readonly ElementSpec[] = [
  ...profileElements,
  ...questionnaireElements,
  ...applicationsElements,
  ...messagingElements,
  ...applyElements,
  ...friendsElements,
  ...workspaceElements,
];
