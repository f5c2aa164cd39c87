/** The agents screens; they share the institutions' list, map and detail classes (sa-find-*). */
export const agentsCss = /* css */ `
.sa-agent-refine { margin: 0 0 var(--sa-spacing); }
.sa-agent-lines { margin: var(--sa-spacing) 0 0; }
.sa-agent-line { display: flex; gap: var(--sa-spacing); margin: 0 0 4px; }
.sa-agent-line > dt { min-width: 120px; color: var(--sa-color-muted); font-weight: 600; }
.sa-agent-line > dd { margin: 0; overflow-wrap: anywhere; }
.sa-agent-paged { margin-bottom: var(--sa-spacing); }
`;
