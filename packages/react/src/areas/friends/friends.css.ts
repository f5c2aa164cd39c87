export const friendsCss = /* css */ `
.sa-friend-search, .sa-friend-results, .sa-friend-detail { display: block; }
.sa-friend-title { margin: 0 0 var(--sa-spacing); font-size: 22px; line-height: 1.25; }
.sa-friend-muted { color: var(--sa-color-muted); }
.sa-friend-search {
  padding: calc(var(--sa-spacing) * 2);
  margin: 0 0 calc(var(--sa-spacing) * 2);
  border: 1px solid var(--sa-color-border);
  border-radius: var(--sa-radius);
  background: var(--sa-color-surface);
}
.sa-friend-grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(200px, 1fr)); gap: 0 calc(var(--sa-spacing) * 2); align-items: end; }
.sa-friend-group { margin: 0 0 var(--sa-spacing); padding: var(--sa-spacing) calc(var(--sa-spacing) * 1.5) 0; border: 1px solid var(--sa-color-border); border-radius: var(--sa-radius); }
.sa-friend-legend { padding: 0 4px; font-weight: 600; }
.sa-friend-check { display: inline-flex; align-items: center; gap: 6px; min-height: 40px; margin: 0 0 var(--sa-spacing); cursor: pointer; }
.sa-friend-actions { display: flex; flex-wrap: wrap; gap: var(--sa-spacing); }
.sa-friend-total { margin: var(--sa-spacing) 0; color: var(--sa-color-muted); }
.sa-friend-empty { margin: calc(var(--sa-spacing) * 2) 0; font-weight: 600; }
.sa-friend-rows, .sa-friend-list { list-style: none; margin: 0 0 var(--sa-spacing); padding: 0; }
.sa-friend-row {
  display: flex;
  align-items: center;
  gap: calc(var(--sa-spacing) * 2);
  padding: var(--sa-spacing) 0;
  border-bottom: 1px solid var(--sa-color-border);
}
.sa-friend-list > li { padding: 6px 0; border-bottom: 1px solid var(--sa-color-border); }
.sa-friend-row-text { display: flex; flex: 1; flex-direction: column; min-width: 0; }
.sa-friend-row-name { color: var(--sa-color-primary); font-weight: 600; text-decoration: none; }
.sa-friend-row-name:hover { text-decoration: underline; }
.sa-friend-image { flex: none; object-fit: cover; border-radius: 50%; border: 1px solid var(--sa-color-border); background: var(--sa-color-surface); }
.sa-friend-tag {
  display: inline-block;
  margin-inline-start: 6px;
  padding: 2px 8px;
  border-radius: 999px;
  background: var(--sa-color-background);
  color: var(--sa-color-muted);
  font-size: 13px;
}
.sa-friend-detail-head { display: flex; align-items: center; gap: calc(var(--sa-spacing) * 2); margin: var(--sa-spacing) 0; }
.sa-friend-detail-title { display: flex; flex-direction: column; gap: 2px; min-width: 0; }
.sa-friend-about { margin: 6px 0 0; }
.sa-friend-relation { display: flex; flex-direction: column; gap: var(--sa-spacing); margin: 0 0 calc(var(--sa-spacing) * 2); }
.sa-friend-notice { margin: 0; color: var(--sa-color-success, var(--sa-color-primary)); font-weight: 600; }
.sa-friend-person { display: inline-flex; align-items: center; gap: var(--sa-spacing); }
.sa-friend-textarea { width: 100%; min-height: 96px; resize: vertical; }
.sa-friend-dialog-form { display: flex; flex-direction: column; gap: var(--sa-spacing); min-width: min(420px, 80vw); }
/* My friends (/myfriendlist): one column of rows whose buttons wrap under the name on a narrow screen. */
.sa-my-friends { display: block; min-width: 0; max-width: 960px; overflow-wrap: anywhere; }
.sa-my-friends-head { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: var(--sa-spacing); margin: 0 0 var(--sa-spacing); }
.sa-my-friends-head .sa-friend-title { margin: 0; }
.sa-my-friends-tabs { flex-wrap: wrap; }
.sa-my-friends-list, .sa-my-friends-groups, .sa-group-checklist { list-style: none; margin: 0 0 var(--sa-spacing); padding: 0; }
.sa-my-friends-row {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--sa-spacing) calc(var(--sa-spacing) * 2);
  padding: var(--sa-spacing) 0;
  border-bottom: 1px solid var(--sa-color-border);
}
.sa-my-friends-row .sa-friend-row-text { flex: 1 1 160px; gap: 2px; }
.sa-my-friends-row-actions { flex: 0 1 auto; }
.sa-my-friends-note { font-style: italic; }
.sa-my-friends-shared { color: var(--sa-color-muted); font-size: 14px; }
.sa-my-friends-empty { margin: 0; padding: calc(var(--sa-spacing) * 2) 0; color: var(--sa-color-muted); }
.sa-my-friends-error { display: flex; flex-direction: column; align-items: flex-start; gap: var(--sa-spacing); }
.sa-my-friends-groups { margin-top: var(--sa-spacing); }
.sa-my-friends-group { padding: var(--sa-spacing) 0; border-bottom: 1px solid var(--sa-color-border); }
.sa-my-friends-group-name { margin: 0; font-size: 18px; line-height: 1.3; }
.sa-my-friends-group > .sa-friend-muted { margin: 2px 0 6px; }
.sa-my-friends-members { display: flex; flex-wrap: wrap; gap: 4px 12px; margin: 0 0 var(--sa-spacing); padding: 0; list-style: none; }
.sa-group-members.has-error { border-color: var(--sa-color-danger); }
.sa-group-checklist .sa-friend-check { margin: 0; }
`;
