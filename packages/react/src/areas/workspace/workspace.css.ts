/** The partner workspace: one column that fits 320 px; the filters and facts wrap, nothing scrolls sideways. */
export const workspaceCss = /* css */ `
.sa-workspace { display: block; min-width: 0; max-width: 1100px; overflow-wrap: anywhere; }
.sa-workspace-title { margin: 0 0 var(--sa-spacing); font-size: 24px; line-height: 1.25; }
.sa-workspace-heading { margin: 0 0 var(--sa-spacing); font-size: 20px; line-height: 1.3; }
.sa-workspace-subheading { margin: calc(var(--sa-spacing) * 1.5) 0 8px; font-size: 17px; line-height: 1.3; }
.sa-workspace-header { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 8px 24px; margin: 0 0 calc(var(--sa-spacing) * 1.5); }
.sa-workspace-switcher { flex: 1 1 240px; min-width: 0; max-width: 420px; margin: 0; }
.sa-workspace-sections { display: flex; flex-wrap: wrap; gap: 4px 16px; }
.sa-workspace-section { display: inline-flex; align-items: center; gap: 6px; min-height: 44px; padding: 0 4px; }
.sa-workspace-section[aria-current='page'] { font-weight: 700; text-decoration-thickness: 3px; }
.sa-workspace-badge, .sa-workspace-new, .sa-workspace-replies {
  display: inline-block;
  padding: 1px 8px;
  border-radius: 999px;
  background: var(--sa-color-primary);
  color: var(--sa-color-primary-contrast);
  font-size: 13px;
  font-weight: 700;
  text-decoration: none;
}
.sa-workspace-replies { background: var(--sa-color-success); }
.sa-workspace-withdrawn { color: var(--sa-color-danger); font-size: 14px; font-weight: 600; }
.sa-workspace-filters { margin: 0 0 var(--sa-spacing); padding: var(--sa-spacing); border: 1px solid var(--sa-color-border); border-radius: var(--sa-radius); background: var(--sa-color-surface); }
.sa-workspace-filter-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 200px), 1fr)); gap: 0 var(--sa-spacing); }
.sa-workspace-actions { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
.sa-workspace-total { margin: 0 0 8px; font-weight: 600; min-height: 22px; }
.sa-workspace-rows, .sa-workspace-people, .sa-workspace-choices, .sa-workspace-notes, .sa-workspace-documents, .sa-workspace-records, .sa-workspace-thread {
  display: flex; flex-direction: column; gap: var(--sa-spacing); margin: 0 0 var(--sa-spacing); padding: 0; list-style: none;
}
.sa-workspace-row, .sa-workspace-person, .sa-workspace-choice, .sa-workspace-part {
  min-width: 0;
  padding: var(--sa-spacing);
  border: 1px solid var(--sa-color-border);
  border-radius: var(--sa-radius);
  background: var(--sa-color-surface);
}
.sa-workspace-row.is-unread { border-inline-start: 4px solid var(--sa-color-primary); }
.sa-workspace-row.is-unread .sa-workspace-row-title { font-weight: 700; }
.sa-workspace-row-head { display: flex; flex-wrap: wrap; align-items: baseline; gap: 4px 12px; margin: 0 0 6px; }
.sa-workspace-row-title { margin: 0; font-size: 17px; font-weight: 600; line-height: 1.3; }
.sa-workspace-row-courses { margin: 6px 0 0; padding: 0; padding-inline-start: 18px; }
.sa-workspace-course-name { margin: 0 0 4px; font-weight: 600; }
.sa-workspace-status { font-weight: 600; }
.sa-workspace-facts { display: flex; flex-wrap: wrap; gap: 4px 24px; margin: 0 0 8px; }
.sa-workspace-fact { display: flex; flex-wrap: wrap; gap: 0 6px; min-width: 0; }
.sa-workspace-fact dt { color: var(--sa-color-muted); }
.sa-workspace-fact dt::after { content: ':'; }
.sa-workspace-fact dd { margin: 0; min-width: 0; }
.sa-workspace-back { margin: 0 0 8px; }
.sa-workspace-application-body { display: flex; flex-direction: column; gap: var(--sa-spacing); }
.sa-workspace-part > .sa-workspace-subheading:first-child { margin-top: 0; }
.sa-workspace-decision, .sa-workspace-note-form, .sa-workspace-assign, .sa-workspace-invite, .sa-workspace-key-form, .sa-workspace-role-form {
  display: flex; flex-direction: column; align-items: flex-start; gap: 4px; max-width: 560px; margin: 8px 0 0;
}
.sa-workspace-decision > .sa-field, .sa-workspace-note-form > .sa-field, .sa-workspace-assign > .sa-field, .sa-workspace-invite > .sa-field,
.sa-workspace-key-form > .sa-field, .sa-workspace-role-form > .sa-field { align-self: stretch; }
.sa-workspace-document { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 8px; min-width: 0; }
.sa-workspace-document-name { min-width: 0; }
.sa-workspace-note-text { margin: 0 0 4px; white-space: pre-wrap; }
.sa-workspace-byline, .sa-workspace-hint, .sa-workspace-muted { margin: 0; color: var(--sa-color-muted); font-size: 14px; }
.sa-workspace-hint { margin: 0 0 8px; }
.sa-workspace-audit { margin: 0; padding: 0; padding-inline-start: 18px; }
.sa-workspace-audit-entry { padding: 2px 0; }
.sa-workspace-audit-action { font-weight: 600; }
.sa-workspace-answers { margin: 0; }
.sa-workspace-answer { margin: 0 0 8px; }
.sa-workspace-answer dt { font-weight: 600; }
.sa-workspace-answer dd { margin: 0; white-space: pre-wrap; }
.sa-workspace-person-name { margin: 0 0 4px; font-weight: 600; }
.sa-workspace-person-actions { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 8px 16px; }
.sa-workspace-new-key { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; margin: var(--sa-spacing) 0; padding: var(--sa-spacing); border: 2px solid var(--sa-color-primary); border-radius: var(--sa-radius); }
.sa-workspace-new-key > p { flex-basis: 100%; margin: 0; font-weight: 600; }
.sa-workspace-key-value { flex: 1 1 200px; min-width: 0; font-family: monospace; }
/* The Embed page and the catalogue's import and export (issue 27). */
.sa-workspace-origins { list-style: none; margin: 0 0 var(--sa-spacing); padding: 0; }
.sa-workspace-origin { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; justify-content: space-between; padding: 6px 0; border-bottom: 1px solid var(--sa-color-border); }
.sa-workspace-origin-name { min-width: 0; overflow-wrap: anywhere; font-family: monospace; }
.sa-workspace-embed-form, .sa-workspace-import-form { max-width: 560px; margin: 0 0 var(--sa-spacing); }
.sa-workspace-embed-choices { display: flex; flex-wrap: wrap; gap: 0 16px; }
.sa-workspace-embed-choices > * { flex: 1 1 220px; min-width: 0; }
.sa-workspace-snippet { margin: var(--sa-spacing) 0; }
.sa-workspace-snippet-head { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; margin: 0 0 4px; }
.sa-workspace-snippet-title { font-weight: 600; }
.sa-workspace-code { margin: 0; padding: var(--sa-spacing); max-width: 100%; overflow-x: auto; white-space: pre-wrap; overflow-wrap: anywhere; font-family: monospace; font-size: 13px; background: var(--sa-color-background); border: 1px solid var(--sa-color-border); border-radius: var(--sa-radius); }
.sa-workspace-code:focus-visible { outline: none; box-shadow: var(--sa-focus-ring); }
.sa-workspace-preview { display: block; width: 100%; height: 420px; border: 1px solid var(--sa-color-border); border-radius: var(--sa-radius); background: #fff; }
.sa-workspace-theme { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr)); gap: 0 16px; }
.sa-workspace-progress { margin: var(--sa-spacing) 0; font-weight: 600; }
.sa-workspace-report { margin: var(--sa-spacing) 0; }
.sa-workspace-jobs { list-style: none; margin: 0; padding: 0; }
.sa-workspace-job { padding: 6px 0; border-bottom: 1px solid var(--sa-color-border); overflow-wrap: anywhere; }
.sa-workspace-message { min-width: 0; padding: 8px 12px; border: 1px solid var(--sa-color-border); border-radius: var(--sa-radius); background: var(--sa-color-background); }
.sa-workspace-message.is-in { border-inline-start: 4px solid var(--sa-color-success); }
.sa-workspace-message.is-unread { box-shadow: 0 0 0 2px var(--sa-color-success); }
.sa-workspace-message > .sa-workspace-byline { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 8px; }
.sa-workspace-message-subject { margin: 4px 0; font-weight: 600; }
.sa-workspace-message-body { min-width: 0; overflow-wrap: anywhere; }
.sa-workspace-message-body p { margin: 0 0 8px; }
.sa-workspace-message-body ul, .sa-workspace-message-body ol { margin: 0 0 8px; padding-inline-start: 24px; }
.sa-workspace-message-body blockquote { margin: 0 0 8px; padding-inline-start: 12px; border-inline-start: 3px solid var(--sa-color-border); color: var(--sa-color-muted); }
.sa-workspace-message-body a { color: var(--sa-color-primary); }
.sa-workspace-message-body img { max-width: 100%; height: auto; }
.sa-workspace-attachments { display: flex; flex-wrap: wrap; gap: 8px; margin: 4px 0 0; padding: 0; list-style: none; }
.sa-workspace-message-form { display: flex; flex-direction: column; gap: var(--sa-spacing); min-width: 0; margin: var(--sa-spacing) 0 0; }
.sa-workspace-message-form > .sa-button { align-self: flex-start; }
.sa-workspace-state { max-width: 240px; margin: 0 0 8px; }
.sa-workspace-enquiry-text { margin: 0; white-space: pre-wrap; }
.sa-workspace-handled { margin: 0 0 8px; color: var(--sa-color-success); font-weight: 600; }
.sa-workspace-webhooks > .sa-button { margin: 0 0 var(--sa-spacing); }
.sa-workspace-webhook-form { display: flex; flex-direction: column; align-items: flex-start; gap: 4px; max-width: 640px; margin: 8px 0 var(--sa-spacing); }
.sa-workspace-webhook-form > .sa-field { align-self: stretch; }
.sa-workspace-events { display: flex; flex-direction: column; gap: 4px; min-width: 0; margin: 0 0 8px; padding: 8px 12px; border: 1px solid var(--sa-color-border); border-radius: var(--sa-radius); }
.sa-workspace-events.has-error { border-color: var(--sa-color-danger); }
.sa-workspace-events > legend { padding: 0 4px; font-weight: 600; }
.sa-workspace-endpoint-url { font-size: 16px; font-family: monospace; }
.sa-workspace-webhook-log { margin: var(--sa-spacing) 0 0; }
.sa-workspace-delivery { display: inline-block; margin: 0; margin-inline-start: 6px; padding: 1px 8px; border-radius: 999px; font-size: 13px; font-weight: 700; border: 1px solid currentColor; }
.sa-workspace-delivery.is-delivered { color: var(--sa-color-success); }
.sa-workspace-delivery.is-failed { color: var(--sa-color-danger); }
.sa-workspace-delivery.is-pending { color: var(--sa-color-muted); }
.sa-workspace-catalogue, .sa-workspace-course { display: block; min-width: 0; }
.sa-workspace-course-form, .sa-workspace-intake-form { margin: 0 0 var(--sa-spacing); }
.sa-workspace-course-fields { min-width: 0; margin: 0 0 8px; padding: 0; border: 0; }
.sa-workspace-history-changes { margin: 2px 0 0; padding: 0; padding-inline-start: 18px; color: var(--sa-color-muted); font-size: 14px; white-space: pre-line; }
`;
