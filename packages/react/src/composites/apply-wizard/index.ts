export { ApplyWizard, type ApplyWizardProps } from './apply-wizard.js';
export { useApplyWizard, type ApplyWizardController, type ApplyWizardOptions, type ApplyWizardStatus } from './use-apply-wizard.js';
export { StepHeader, type StepHeaderProps } from './step-header.js';
export { applyWizardCss } from './apply-wizard.css.js';
