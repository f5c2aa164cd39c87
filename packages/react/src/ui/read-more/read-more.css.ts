export const readMoreCss = /* css */ `
.sa-read-more-text { margin: 0 0 4px; white-space: pre-line; overflow-wrap: anywhere; }
`;
