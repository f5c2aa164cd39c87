export const loaderCss = /* css */ `
.sa-loader { display: flex; align-items: center; justify-content: center; }
.sa-loader--overlay {
  position: absolute;
  inset: 0;
  z-index: 10;
  background: rgba(255, 255, 255, 0.6);
  border-radius: inherit;
}
.sa-loader--inline { padding: var(--sa-spacing); }
.sa-loader-spinner {
  width: 32px;
  height: 32px;
  border: 3px solid var(--sa-color-border);
  border-top-color: var(--sa-color-primary);
  border-radius: 50%;
  animation: sa-spin 0.8s linear infinite;
}
`;
