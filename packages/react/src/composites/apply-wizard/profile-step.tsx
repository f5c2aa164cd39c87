import { loadAboutMe, saveAboutMe } from '@studyatlas/core';
import { BasicSection } from '../../areas/profile/basic/basic-section.js';
import { PROFILE_SECTIONS, type ProfileSectionProps } from '../../areas/profile/profile-sections.js';

export interface ProfileStepProps extends ProfileSectionProps {
  step: 'B' | 'E' | 'W' | 'P';
}

/**
 * The wizard's profile steps (member §2): B about me (LoadAboutMe / UpdateAboutMe), and E, W, P the
 * profile's own sections. A chunk of its own: a partner page shows the wizard without them, and they
 * load when the member first reaches one.
 */
export function ProfileStep({ step, ...props }: ProfileStepProps) {
  if (step === 'B') return <BasicSection key="B" load={loadAboutMe} save={saveAboutMe} {...props} />;
  const Section = PROFILE_SECTIONS[step];
  return <Section key={step} {...props} />;
}
