/** The favourite-course picker dialog (kits/favourite-course-picker); part of the profile-study sheet too. */
export const favouriteCoursePickerCss = /* css */ `
.sa-fcp-hint, .sa-fcp-empty { margin: var(--sa-spacing) 0; color: var(--sa-color-muted); }
.sa-fcp-list { list-style: none; margin: 0 0 var(--sa-spacing); padding: 0; }
.sa-fcp-row { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: var(--sa-spacing); padding: var(--sa-spacing) 0; border-bottom: 1px solid var(--sa-color-border); min-width: 0; }
.sa-fcp-text { flex: 1 1 180px; min-width: 0; overflow-wrap: anywhere; }
`;
