export { CourseStep, type CourseStepProps } from './course-step.js';
export { CourseCard } from './course-card.js';
export { CoursePicker, type CoursePickerProps } from './course-picker.js';
export { SummaryStep, type SummaryStepProps } from './summary-step.js';
export { DeclarationStep, type DeclarationStepProps } from './declaration-step.js';
export { StepActions, type StepActionsProps } from './step-actions.js';
export { applicationCss } from './application.css.js';
export { applicationKey } from './query-keys.js';
