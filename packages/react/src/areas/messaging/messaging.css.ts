/**
 * Messaging: the inbox (folders beside the list from 640 px, above it below), compose (chips, the
 * picker; the editor and the attachments are the compose kit's sheet), the read screen, the unread badge and the
 * notice setting. One column at 320 px, nothing wider than the widget.
 */
export const messagingCss = /* css */ `
.sa-messaging { display: block; min-width: 0; max-width: 1100px; overflow-wrap: anywhere; }
.sa-msg-title { margin: 0 0 calc(var(--sa-spacing) * 2); font-size: 24px; line-height: 1.25; }
.sa-inbox-layout { display: flex; flex-direction: column; gap: calc(var(--sa-spacing) * 2); min-width: 0; }
@media (min-width: 640px) {
  .sa-inbox-layout { flex-direction: row; align-items: flex-start; }
  .sa-msg-folders { flex: 0 0 200px; }
}
.sa-inbox-main { flex: 1 1 auto; min-width: 0; display: flex; flex-direction: column; gap: var(--sa-spacing); }
.sa-msg-folders { min-width: 0; }
.sa-msg-folder-list { margin: 0 0 var(--sa-spacing); padding: 0; list-style: none; }
.sa-msg-folder { display: flex; align-items: stretch; gap: 4px; }
.sa-msg-folder-button {
  flex: 1 1 auto;
  min-width: 0;
  display: flex;
  justify-content: space-between;
  gap: 8px;
  padding: 8px 10px;
  border: 0;
  border-radius: var(--sa-radius);
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;
}
.sa-msg-folder-button:hover { background: var(--sa-color-surface); }
.sa-msg-folder-button.is-current { background: var(--sa-color-surface); font-weight: 700; box-shadow: inset 3px 0 0 var(--sa-color-primary); }
.sa-msg-folder-button.is-current:dir(rtl) { box-shadow: inset -3px 0 0 var(--sa-color-primary); }
.sa-msg-folder-button:focus-visible, .sa-msg-row-link:focus-visible { outline: var(--sa-focus-ring); outline-offset: 2px; }
.sa-msg-folder-name { min-width: 0; overflow-wrap: anywhere; }
.sa-msg-folder-unread { font-weight: 700; color: var(--sa-color-primary); }
.sa-msg-folders-heading { margin: 0 0 4px; color: var(--sa-color-muted); font-size: 14px; font-weight: 600; }
.sa-msg-search { display: flex; flex-wrap: wrap; gap: 8px; }
.sa-msg-search > .sa-input { flex: 1 1 160px; min-width: 0; }
.sa-msg-toolbar { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin: 0 0 var(--sa-spacing); }
.sa-msg-move { display: inline-flex; flex-wrap: wrap; gap: 8px; min-width: 0; }
.sa-msg-move-select { max-width: 100%; width: auto; }
.sa-msg-notice p { margin: 0; color: var(--sa-color-success); }
.sa-msg-alert { margin: 0; color: var(--sa-color-danger); font-weight: 600; }
.sa-msg-failed { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; color: var(--sa-color-danger); }
.sa-msg-failed p { margin: 0; }
.sa-msg-select-all { margin: 0 0 6px; }
.sa-msg-list { margin: 0; padding: 0; list-style: none; border-top: 1px solid var(--sa-color-border); }
.sa-msg-row { display: flex; align-items: flex-start; gap: 10px; padding: 8px 4px; border-bottom: 1px solid var(--sa-color-border); min-width: 0; }
.sa-msg-row.is-selected { background: var(--sa-color-surface); }
.sa-msg-row-check { flex: none; margin: 4px 0 0; width: 18px; height: 18px; }
.sa-msg-row-link { flex: 1 1 auto; min-width: 0; display: grid; grid-template-columns: minmax(0, 1fr) auto; gap: 2px 12px; color: inherit; text-decoration: none; font-weight: 400; }
.sa-msg-row-link:hover .sa-msg-row-subject { text-decoration: underline; }
.sa-msg-row.is-unread .sa-msg-row-link { font-weight: 700; }
.sa-msg-row-party { grid-column: 1; min-width: 0; overflow-wrap: anywhere; }
.sa-msg-row-date { grid-column: 2; grid-row: 1; color: var(--sa-color-muted); font-size: 14px; white-space: nowrap; }
.sa-msg-row-subject { grid-column: 1 / -1; min-width: 0; overflow-wrap: anywhere; }
.sa-msg-row-kind { color: var(--sa-color-primary); }
.sa-msg-actions { display: flex; flex-wrap: wrap; gap: 8px; margin: var(--sa-spacing) 0 0; }
.sa-msg-form { display: flex; flex-direction: column; gap: var(--sa-spacing); min-width: 0; }
.sa-msg-recipients-box { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; min-width: 0; padding: 4px; border: 1px solid var(--sa-color-border); border-radius: var(--sa-radius); background: var(--sa-color-background); }
.sa-msg-recipients.has-error .sa-msg-recipients-box { border-color: var(--sa-color-danger); }
.sa-msg-chips { display: contents; margin: 0; padding: 0; list-style: none; }
.sa-msg-chip { display: inline-flex; align-items: center; gap: 2px; max-width: 100%; min-width: 0; padding: 0; padding-inline-start: 10px; border-radius: 999px; background: var(--sa-color-surface); border: 1px solid var(--sa-color-border); }
.sa-msg-chip.is-unresolved { border-color: var(--sa-color-danger); border-style: dashed; }
.sa-msg-chip-name { min-width: 0; overflow-wrap: anywhere; }
.sa-msg-recipients-box > .sa-msg-recipients-input { flex: 1 1 120px; min-width: 0; width: auto; border: 0; }
.sa-msg-choose { flex: none; }
.sa-msg-picker-fields { display: flex; flex-wrap: wrap; gap: 8px 16px; margin: 0 0 var(--sa-spacing); padding: 0; border: 0; }
.sa-msg-picker-fields legend { padding: 0; margin: 0 0 4px; font-weight: 600; }
.sa-msg-pick-list { margin: 0; padding: 0; list-style: none; max-height: 50vh; overflow-y: auto; }
.sa-msg-pick { padding: 6px 0; border-bottom: 1px solid var(--sa-color-border); }
.sa-msg-pick-hint { color: var(--sa-color-muted); }
.sa-msg-attachment-list { display: flex; flex-wrap: wrap; gap: 6px; margin: 0 0 8px; padding: 0; list-style: none; }
.sa-msg-attachment { display: inline-flex; align-items: center; gap: 2px; max-width: 100%; min-width: 0; }
.sa-msg-view { min-width: 0; padding: calc(var(--sa-spacing) * 1.5); border: 1px solid var(--sa-color-border); border-radius: var(--sa-radius); background: var(--sa-color-background); }
.sa-msg-view-subject { margin: 0 0 8px; font-size: 17px; }
.sa-msg-facts { display: flex; flex-direction: column; gap: 2px; margin: 0 0 var(--sa-spacing); }
.sa-msg-fact { display: flex; flex-wrap: wrap; gap: 0 6px; min-width: 0; }
.sa-msg-fact dt { color: var(--sa-color-muted); }
.sa-msg-fact dt::after { content: ':'; }
.sa-msg-fact dd { margin: 0; min-width: 0; }
.sa-msg-body { min-width: 0; overflow-wrap: anywhere; }
.sa-msg-body p { margin: 0 0 8px; }
.sa-msg-body ul, .sa-msg-body ol { margin: 0 0 8px; padding-inline-start: 24px; }
.sa-msg-body blockquote { margin: 0 0 8px; padding-inline-start: 12px; border-inline-start: 3px solid var(--sa-color-border); color: var(--sa-color-muted); }
.sa-msg-body a { color: var(--sa-color-primary); }
.sa-msg-body img { max-width: 100%; height: auto; }
.sa-msg-friend-request { margin: var(--sa-spacing) 0; }
.sa-msg-answered { margin: 0; color: var(--sa-color-success); font-weight: 600; }
.sa-msg-thread { margin: calc(var(--sa-spacing) * 2) 0 0; }
.sa-msg-thread-title { margin: 0 0 var(--sa-spacing); font-size: 18px; }
.sa-msg-thread-list { display: flex; flex-direction: column; gap: var(--sa-spacing); margin: 0; padding: 0; list-style: none; }
.sa-unread-count {
  display: inline-block;
  min-width: 20px;
  padding: 1px 6px;
  border-radius: 999px;
  background: var(--sa-color-primary);
  color: var(--sa-color-primary-contrast);
  font-size: 12px;
  font-weight: 700;
  line-height: 18px;
  text-align: center;
  white-space: nowrap;
  vertical-align: middle;
}
.sa-unread-count.is-zero { background: var(--sa-color-surface); color: var(--sa-color-muted); }
.sa-msg-notices { display: block; margin: var(--sa-spacing) 0; }
.sa-msg-notices-status { margin: 4px 0 0; min-height: 20px; color: var(--sa-color-success); }
`;
