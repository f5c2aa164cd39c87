/** The application wizard's own steps (C courses, AS summary, DC declaration) and their button row. */
export const applicationCss = /* css */ `
.sa-app-step { display: block; position: relative; min-width: 0; }
.sa-app-courses { list-style: none; margin: 0 0 calc(var(--sa-spacing) * 2); padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr)); gap: var(--sa-spacing); }
.sa-app-course { display: flex; flex-direction: column; gap: 4px; padding: var(--sa-spacing) calc(var(--sa-spacing) * 1.5); border: 1px solid var(--sa-color-border); border-radius: var(--sa-radius); background: var(--sa-color-surface); min-width: 0; }
.sa-app-course .sa-button { align-self: flex-start; margin-top: 4px; }
.sa-app-count { margin: 0 0 var(--sa-spacing); color: var(--sa-color-muted); }
.sa-app-picker-name { display: block; font-weight: 600; }
.sa-app-declaration-title { margin: 0 0 var(--sa-spacing); font-size: 18px; line-height: 1.3; }
.sa-app-declaration p { margin: 0 0 var(--sa-spacing); overflow-wrap: anywhere; }
.sa-app-accept { display: flex; align-items: center; gap: 8px; margin: var(--sa-spacing) 0; font-weight: 600; }
.sa-app-accept input { width: 20px; height: 20px; margin: 0; }
.sa-app-actions { display: flex; flex-wrap: wrap; gap: var(--sa-spacing); margin-top: calc(var(--sa-spacing) * 2); }
`;
