/**
 * "No records found" (`.sa-empty`), shown by the course, event, favourites and form lists. The whole
 * stylesheet has these two rules in the favourites' and the courses' sheets (both apply to every
 * list); a React app injects this sheet with any list that shows it, whatever other areas render.
 */
export const noRecordsCss = /* css */ `
.sa-empty { margin: 0; color: var(--sa-color-muted); }
.sa-empty { padding: calc(var(--sa-spacing) * 2) 0; color: var(--sa-color-muted); }
`;
