/** The profile's frame: its title, the completeness checklist and the tabs around the sections. */
export const profileCss = /* css */ `
.sa-profile { display: block; min-width: 0; }
.sa-profile-title { margin: 0 0 calc(var(--sa-spacing) * 2); font-size: 24px; line-height: 1.25; }

.sa-profile-checklist {
  margin: 0 0 calc(var(--sa-spacing) * 2);
  padding: var(--sa-spacing) calc(var(--sa-spacing) * 1.5);
  border: 1px solid var(--sa-color-border);
  border-inline-start: 4px solid var(--sa-color-primary);
  border-radius: var(--sa-radius);
  background: var(--sa-color-surface);
}
.sa-profile-checklist.is-complete { border-inline-start-color: var(--sa-color-success, var(--sa-color-primary)); }
.sa-profile-checklist-intro { margin: 0 0 4px; font-weight: 600; }
.sa-profile-checklist ul { margin: 0; padding: 0; list-style: none; }
.sa-profile-checklist li { display: flex; flex-wrap: wrap; align-items: baseline; gap: 4px 12px; padding: 2px 0; }
.sa-profile-checklist li.is-done .sa-button { text-decoration: line-through; }
.sa-profile-checklist-state { color: var(--sa-color-muted); min-width: 0; overflow-wrap: anywhere; }
.sa-profile .sa-tabpanel { padding: calc(var(--sa-spacing) * 2) 0; }
`;
