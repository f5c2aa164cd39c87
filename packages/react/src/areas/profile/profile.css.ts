/** The profile's frame: its title, the completeness checklist and the tabs around the sections. */
export const profileCss = /* css */ `
.sa-profile { display: block; min-width: 0; }
.sa-profile-title { margin: 0 0 calc(var(--sa-spacing) * 2); font-size: 24px; line-height: 1.25; }
.sa-profile .sa-tabpanel { padding: calc(var(--sa-spacing) * 2) 0; }
`;
