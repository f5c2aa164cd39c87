/** My applications: the cards, their courses and per-course timelines; one column, fits 320 px. */
export const applicationsCss = /* css */ `
.sa-applications { display: block; min-width: 0; max-width: 960px; }
.sa-applications-title { margin: 0 0 calc(var(--sa-spacing) * 2); font-size: 24px; line-height: 1.25; }
.sa-applications-hint { margin: 0; }
.sa-applications-list { display: flex; flex-direction: column; gap: calc(var(--sa-spacing) * 2); margin: 0; padding: 0; list-style: none; }
.sa-application {
  min-width: 0;
  padding: calc(var(--sa-spacing) * 1.5);
  border: 1px solid var(--sa-color-border);
  border-radius: var(--sa-radius);
  background: var(--sa-color-surface);
  overflow-wrap: anywhere;
}
.sa-application.is-highlighted { border-color: var(--sa-color-primary); box-shadow: 0 0 0 2px var(--sa-color-primary); }
.sa-application-head { display: flex; flex-wrap: wrap; align-items: baseline; gap: 4px 12px; margin: 0 0 var(--sa-spacing); }
.sa-application-title { margin: 0; font-size: 20px; line-height: 1.25; }
.sa-application-state { padding: 2px 8px; border-radius: 999px; border: 1px solid currentColor; font-size: 14px; font-weight: 600; }
.sa-application-state--D { color: var(--sa-color-muted); }
.sa-application-state--S { color: var(--sa-color-primary); }
.sa-application-state--W { color: var(--sa-color-danger); }
.sa-application-facts { display: flex; flex-wrap: wrap; gap: 4px 24px; margin: 0 0 var(--sa-spacing); }
.sa-application-fact { display: flex; flex-wrap: wrap; gap: 0 6px; min-width: 0; }
.sa-application-fact dt { color: var(--sa-color-muted); }
.sa-application-fact dt::after { content: ':'; }
.sa-application-fact dd { margin: 0; min-width: 0; }
.sa-application-courses { display: flex; flex-direction: column; gap: var(--sa-spacing); margin: 0 0 var(--sa-spacing); padding: 0; list-style: none; }
.sa-application-course { min-width: 0; padding: var(--sa-spacing) 0 0; border-top: 1px solid var(--sa-color-border); }
.sa-application-course-name { margin: 0 0 6px; font-size: 17px; line-height: 1.3; }
.sa-application-actions { display: flex; flex-wrap: wrap; gap: 8px; }
`;
