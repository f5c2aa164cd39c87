/** An application's summary as submitted (the wizard's AS step, the partner workspace): its records and label–value facts. */
export const applicationSummaryCss = /* css */ `
.sa-app-course-name { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
.sa-app-facts { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 140px), 1fr)); gap: 4px calc(var(--sa-spacing) * 2); margin: 0; }
.sa-app-facts > div { min-width: 0; overflow-wrap: anywhere; }
.sa-app-facts dt { color: var(--sa-color-muted); font-size: 13px; }
.sa-app-facts dd { margin: 0; }
.sa-app-empty { margin: var(--sa-spacing) 0; color: var(--sa-color-muted); }
.sa-app-records { list-style: none; margin: 0; padding: 0; }
.sa-app-record { padding: var(--sa-spacing) 0; border-bottom: 1px solid var(--sa-color-border); min-width: 0; }
.sa-app-record:last-child { border-bottom: 0; }
`;
