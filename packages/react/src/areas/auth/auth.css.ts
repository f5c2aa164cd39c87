export const authCss = /* css */ `
.sa-auth {
  max-width: 480px;
  margin: 0 auto;
  padding: calc(var(--sa-spacing) * 3);
  border: 1px solid var(--sa-color-border);
  border-radius: var(--sa-radius);
  background: var(--sa-color-surface);
}
.sa-dialog .sa-auth, .sa-login-dialog .sa-login-form { border: 0; padding: 0; }
.sa-auth-title { margin: 0 0 var(--sa-spacing); font-size: 22px; line-height: 1.25; }
.sa-auth-intro { color: var(--sa-color-muted); }
.sa-set-password-notice {
  display: flex; flex-wrap: wrap; align-items: center; gap: var(--sa-spacing);
  padding: var(--sa-spacing) calc(var(--sa-spacing) * 2);
  border-bottom: 1px solid var(--sa-color-border); background: var(--sa-color-surface);
}
.sa-auth-row { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(160px, 100%), 1fr)); gap: 0 calc(var(--sa-spacing) * 2); }
.sa-auth-actions {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: calc(var(--sa-spacing) * 2);
  margin: calc(var(--sa-spacing) * 2) 0 0;
}
.sa-auth-switch { margin: calc(var(--sa-spacing) * 2) 0 0; color: var(--sa-color-muted); }
.sa-auth-resend { margin: 0 0 calc(var(--sa-spacing) * 2); }
.sa-auth-loading { display: flex; align-items: center; gap: var(--sa-spacing); }
.sa-success {
  margin: 0 0 calc(var(--sa-spacing) * 2);
  padding: var(--sa-spacing) calc(var(--sa-spacing) * 1.5);
  border: 1px solid var(--sa-color-success);
  border-inline-start-width: 4px;
  border-radius: var(--sa-radius);
  color: var(--sa-color-success);
}
.sa-session-status { display: flex; flex-wrap: wrap; align-items: center; gap: calc(var(--sa-spacing) * 1.5); }
.sa-session-name { font-weight: 600; }
.sa-badge {
  display: inline-block;
  white-space: nowrap;
  min-width: 24px;
  padding: 2px 8px;
  border-radius: 999px;
  background: var(--sa-color-primary);
  color: var(--sa-color-primary-contrast);
  font-size: 13px;
  font-weight: 600;
  text-align: center;
}
.sa-external-providers { margin: calc(var(--sa-spacing) * 2) 0 0; }
.sa-external-providers ul { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--sa-spacing); }
.sa-external-providers--loading { color: var(--sa-color-muted); }
.sa-external-button { display: flex; justify-content: center; width: 100%; box-sizing: border-box; text-decoration: none; overflow-wrap: anywhere; }
`;
