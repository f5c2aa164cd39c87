export { StudySection, type StudySectionProps } from './study/study-section.js';
export { EducationSection, type EducationSectionProps } from './education/education-section.js';
export { WorkSection, type WorkSectionProps } from './work/work-section.js';
export { PassportSection, type PassportSectionProps } from './passport/passport-section.js';
export { DocumentField, type DocumentFieldProps } from './documents/document-field.js';
export { profilePassportCss } from './passport/passport.css.js';
export { profileDocumentsCss } from './documents/documents.css.js';
