export const popupHostCss = /* css */ `
.sa-popup { max-width: 420px; border-top: 4px solid var(--sa-popup-color, var(--sa-color-info)); }
.sa-popup--danger { --sa-popup-color: var(--sa-color-danger); }
.sa-popup--warning { --sa-popup-color: var(--sa-color-warning); }
.sa-popup--info { --sa-popup-color: var(--sa-color-info); }
.sa-popup--success { --sa-popup-color: var(--sa-color-success); }
.sa-popup .sa-dialog-title { color: var(--sa-popup-color); }
.sa-popup-message { margin: 0; white-space: pre-line; overflow-wrap: anywhere; }
`;
