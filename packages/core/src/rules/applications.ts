import { applyMessages } from '../messages/applications.js';

/** What CourseApplyCondition answers (discovery §3). */
export interface ApplyCondition {
  isBasicDetUpdate: boolean;
  isContactDetail: boolean;
}

/**
 * Whether an online application can start (discovery §4): null when it can, else the
 * specification's 'First update your basic detail and contact detail'.
 */
export const validateApplyStart = ({ isBasicDetUpdate, isContactDetail }: ApplyCondition): string | null =>
  isBasicDetUpdate && isContactDetail ? null : applyMessages.applyDetailsIncomplete;
