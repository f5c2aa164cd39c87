export const paginationCss = /* css */ `
.sa-pagination {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--sa-spacing) calc(var(--sa-spacing) * 2);
  margin: calc(var(--sa-spacing) * 2) 0;
}
.sa-pagination-size, .sa-pagination-go {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--sa-spacing);
}
.sa-pagination-pages {
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
}
.sa-page-link {
  min-width: 36px;
  min-height: 36px;
  padding: 4px 8px;
  background: var(--sa-color-surface);
  color: var(--sa-color-primary);
  border: 1px solid var(--sa-color-border);
  border-radius: var(--sa-radius);
  cursor: pointer;
}
.sa-page-link:hover:not(:disabled) { background: var(--sa-color-background); }
.sa-page-link.is-current {
  background: var(--sa-color-primary);
  border-color: var(--sa-color-primary);
  color: var(--sa-color-primary-contrast);
  font-weight: 600;
}
.sa-page-link:disabled { color: var(--sa-color-muted); opacity: 0.6; cursor: not-allowed; }
.sa-pagination-go-input.sa-input { width: 72px; }
.sa-pagination-go .sa-field-error { flex-basis: 100%; }
`;
