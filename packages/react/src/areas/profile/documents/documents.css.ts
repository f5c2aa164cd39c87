/** The record-document control (DocumentField) of the profile sections. */
export const profileDocumentsCss = /* css */ `
.sa-document-field { display: grid; grid-template-columns: minmax(0, 1fr); gap: 0; min-width: 0; }
.sa-document-file { display: flex; flex-wrap: wrap; align-items: center; gap: var(--sa-spacing); min-width: 0; }
.sa-document-file input[type='file'] { max-width: 100%; min-width: 0; }
.sa-document-name { overflow-wrap: anywhere; min-width: 0; }
.sa-document-list { list-style: none; margin: 0 0 var(--sa-spacing); padding: 0; }
.sa-document-list > li { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 8px; padding: 4px 0; overflow-wrap: anywhere; }
.sa-document-type { color: var(--sa-color-muted); }
`;
