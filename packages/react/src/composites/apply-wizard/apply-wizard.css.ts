/** The application wizard's frame: its title, the step header (progress and step names) and the step. */
export const applyWizardCss = /* css */ `
.sa-apply-wizard { display: block; min-width: 0; }
.sa-apply-wizard-title { margin: 0 0 var(--sa-spacing); font-size: 24px; line-height: 1.25; }
.sa-apply-steps { margin: 0 0 calc(var(--sa-spacing) * 2); min-width: 0; }
.sa-apply-progress { margin: 0 0 4px; color: var(--sa-color-muted); font-size: 14px; }
.sa-apply-step-list { display: flex; flex-wrap: wrap; gap: 4px; margin: 0; padding: 0; list-style: none; counter-reset: sa-step; }
.sa-apply-step-list li { counter-increment: sa-step; padding: 2px 8px; border: 1px solid var(--sa-color-border); border-radius: var(--sa-radius); font-size: 13px; color: var(--sa-color-muted); overflow-wrap: anywhere; }
.sa-apply-step-list li::before { content: counter(sa-step) ". "; }
.sa-apply-step-list li.is-done { color: inherit; }
.sa-apply-step-list li[aria-current="step"] { border-color: var(--sa-color-primary); background: var(--sa-color-primary); color: var(--sa-color-primary-contrast); font-weight: 600; }
.sa-apply-step-title { margin: 0 0 var(--sa-spacing); font-size: 20px; line-height: 1.25; }
.sa-apply-step-title:focus { outline: none; }
.sa-apply-step-title:focus-visible { outline: 2px solid var(--sa-color-primary); outline-offset: 2px; }
.sa-apply-refusal { margin: 0 0 var(--sa-spacing); }
.sa-apply-links { display: flex; flex-wrap: wrap; gap: var(--sa-spacing); }
`;
