export const printViewCss = /* css */ `
.sa-print-actions { display: flex; gap: var(--sa-spacing); margin: 0 0 calc(var(--sa-spacing) * 2); }
@media print {
  .sa-print-actions { display: none !important; }
}
`;
