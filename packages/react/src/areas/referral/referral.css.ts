export const referralCss = /* css */ `
.sa-refer-friend-intro { color: var(--sa-color-muted); font-size: 14px; }
.sa-refer-friend-actions { display: flex; align-items: center; gap: var(--sa-spacing); margin-top: var(--sa-spacing); }
`;
