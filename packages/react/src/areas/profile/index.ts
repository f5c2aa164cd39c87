export { PassportSection, type PassportSectionProps } from './passport/passport-section.js';
export { DocumentField, type DocumentFieldProps } from './documents/document-field.js';
export { profilePassportCss } from './passport/passport.css.js';
export { profileDocumentsCss } from './documents/documents.css.js';
