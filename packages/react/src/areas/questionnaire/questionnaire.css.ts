/** The questionnaire (member §2 step AD): one question at a time, its progress and its buttons; fits 320 px. */
export const questionnaireCss = /* css */ `
.sa-questionnaire { display: block; min-width: 0; max-width: 720px; }
.sa-questionnaire-title { margin: 0 0 var(--sa-spacing); font-size: 22px; line-height: 1.25; overflow-wrap: anywhere; }
.sa-questionnaire-progress { margin: 0 0 var(--sa-spacing); color: var(--sa-color-muted); }
.sa-questionnaire-note { margin: 0 0 calc(var(--sa-spacing) * 2); }
.sa-questionnaire-form { display: block; min-width: 0; }
.sa-questionnaire-question { min-width: 0; overflow-wrap: anywhere; }
.sa-questionnaire-group { min-width: 0; margin: 0 0 calc(var(--sa-spacing) * 2); padding: 0; border: 0; }
.sa-questionnaire-group > legend { margin: 0 0 calc(var(--sa-spacing) * 0.75); padding: 0; }
.sa-questionnaire-choices { display: flex; flex-direction: column; gap: 8px; margin: 0 0 var(--sa-spacing); padding: 0; list-style: none; }
.sa-questionnaire-choices .sa-checkbox { align-items: flex-start; min-height: 24px; overflow-wrap: anywhere; }
/* The box is as tall as the text's first line, so it sits beside that line's middle, not above it (issue 24). */
.sa-questionnaire-choices .sa-checkbox > input { height: 1lh; }
.sa-questionnaire-textarea { width: 100%; min-height: 96px; resize: vertical; font: inherit; }
.sa-questionnaire-multi { width: 100%; height: auto; }
.sa-questionnaire-file { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; margin: 0 0 var(--sa-spacing); }
.sa-questionnaire-file-name { min-width: 0; overflow-wrap: anywhere; }
.sa-questionnaire-file-input { max-width: 100%; }
.sa-questionnaire-actions { display: flex; flex-wrap: wrap; gap: 8px; justify-content: flex-end; }
`;
