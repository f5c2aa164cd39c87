export const contactCss = /* css */ `
.sa-auth.sa-contact { max-width: 640px; }
.sa-contact-message { min-height: 140px; resize: vertical; }
`;
