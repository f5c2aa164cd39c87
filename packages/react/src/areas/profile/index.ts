export { StudySection, type StudySectionProps } from './study/study-section.js';
