import { BasicSection } from './basic/basic-section.js';
import { EducationSection } from './education/education-section.js';
import { PassportSection } from './passport/passport-section.js';
import { StudySection } from './study/study-section.js';
import { WorkSection } from './work/work-section.js';

import type { ComponentType } from 'react';
import type { ProfileTab } from '@studyatlas/core';
import type { HeadingLevel } from '../../ui/panel/panel.js';

/** What every section of the profile takes: Back and Next move between the tabs (member §2). */
export interface ProfileSectionProps {
  onBack?: () => void;
  onNext?: () => void;
  /** After a save that may change what the checklist says. */
  onSaved?: () => void;
  headingLevel?: HeadingLevel;
}

export type ProfileSections = Record<ProfileTab, ComponentType<ProfileSectionProps>>;

/** The section of each profile tab (member §2: B, S, E, W, P). */
export const PROFILE_SECTIONS: ProfileSections = {
  B: BasicSection,
  S: StudySection,
  E: EducationSection,
  W: WorkSection,
  P: PassportSection,
};
