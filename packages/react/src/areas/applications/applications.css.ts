/** My applications: the cards, their courses and per-course timelines; one column, fits 320 px. */
export const applicationsCss = /* css */ `
.sa-applications { display: block; min-width: 0; max-width: 960px; }
.sa-applications-title { margin: 0 0 calc(var(--sa-spacing) * 2); font-size: 24px; line-height: 1.25; }
.sa-applications-hint { margin: 0; }
.sa-applications-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
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
.sa-timeline { margin: 0 0 var(--sa-spacing); padding: 0 0 0 18px; border-left: 2px solid var(--sa-color-border); list-style: none; }
.sa-timeline-event { position: relative; padding: 2px 0 6px; color: var(--sa-color-muted); }
.sa-timeline-event::before {
  content: '';
  position: absolute;
  left: -25px;
  top: 8px;
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: var(--sa-color-border);
}
.sa-timeline-event.is-current { color: var(--sa-color-text); font-weight: 600; }
.sa-timeline-event.is-current::before { background: var(--sa-color-primary); }
.sa-timeline-date { margin-left: 6px; font-weight: 400; }
.sa-timeline-conditions { margin: 4px 0 0; font-weight: 400; }
`;
