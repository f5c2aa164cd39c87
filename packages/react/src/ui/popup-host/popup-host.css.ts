export const popupHostCss = /* css */ `
.sa-popup { max-width: 420px; border-top: 4px solid var(--sa-popup-color, var(--sa-color-info)); }
.sa-popup--danger { --sa-popup-color: var(--sa-color-danger); }
.sa-popup--warning { --sa-popup-color: var(--sa-color-warning); }
.sa-popup--info { --sa-popup-color: var(--sa-color-info); }
.sa-popup--success { --sa-popup-color: var(--sa-color-success); }
.sa-popup .sa-dialog-title { color: var(--sa-popup-color); }
.sa-popup-message { margin: 0; white-space: pre-line; overflow-wrap: anywhere; }
/* Notices: bottom centre, above the page, never in the way of more than their own box. */
.sa-notices {
  position: fixed;
  left: 50%;
  bottom: 16px;
  z-index: 1100;
  display: flex;
  flex-direction: column;
  gap: 8px;
  width: max-content;
  max-width: min(420px, calc(100vw - 32px));
  transform: translateX(-50%);
  pointer-events: none;
}
.sa-notice {
  display: flex;
  align-items: flex-start;
  gap: 8px;
  padding-block: 10px;
  padding-inline: 14px 8px;
  border-inline-start: 4px solid var(--sa-color-success);
  border-radius: var(--sa-radius);
  background: var(--sa-color-surface);
  color: var(--sa-color-text);
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.18);
  font-family: var(--sa-font-family);
  font-size: var(--sa-font-size);
  line-height: 1.4;
  pointer-events: auto;
}
.sa-notice-message { flex: 1 1 auto; min-width: 0; margin: 0; padding-top: 4px; overflow-wrap: anywhere; }
.sa-notice-title { color: var(--sa-color-success); }
/* Its Dismiss button is a dialog's close button (.sa-dialog-close) that keeps its size. */
.sa-notice-close { flex: none; }
@media (prefers-reduced-motion: no-preference) {
  .sa-notice { animation: sa-notice-in 160ms ease-out; }
  @keyframes sa-notice-in { from { opacity: 0; transform: translateY(8px); } to { opacity: 1; transform: none; } }
}
`;
