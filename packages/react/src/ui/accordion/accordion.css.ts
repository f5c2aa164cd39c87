export const accordionCss = /* css */ `
.sa-accordion { border-top: 1px solid var(--sa-color-border); }
.sa-accordion-toolbar {
  display: flex;
  justify-content: flex-end;
  gap: calc(var(--sa-spacing) * 2);
  padding: var(--sa-spacing) 0;
}
.sa-accordion-section { border-bottom: 1px solid var(--sa-color-border); }
.sa-accordion-heading { margin: 0; font-size: var(--sa-font-size); font-weight: 600; }
.sa-accordion-trigger {
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--sa-spacing);
  width: 100%;
  padding: calc(var(--sa-spacing) * 1.5) var(--sa-spacing);
  background: transparent;
  border: 0;
  color: var(--sa-color-text);
  font-weight: 600;
  text-align: start;
  cursor: pointer;
}
.sa-accordion-trigger:hover { background: var(--sa-color-background); }
.sa-accordion-icon {
  flex: none;
  width: 8px;
  height: 8px;
  border-right: 2px solid currentColor;
  border-bottom: 2px solid currentColor;
  transform: rotate(45deg);
  transition: transform 0.15s ease;
}
.sa-accordion-section.is-open .sa-accordion-icon { transform: rotate(-135deg); }
.sa-accordion-panel { padding: 0 var(--sa-spacing) calc(var(--sa-spacing) * 2); }
@media (prefers-reduced-motion: reduce) {
  .sa-accordion-icon { transition: none; }
}
`;
