export { StudySection, type StudySectionProps } from './study/study-section.js';
export { EducationSection, type EducationSectionProps } from './education/education-section.js';
export { WorkSection, type WorkSectionProps } from './work/work-section.js';
