/**
 * The default logos (discovery §8: a missing logo falls back to the default agent or institute logo).
 * Inlined as strings so the bundled server carries them without resolving files at run time.
 */

/** A columned building on a blue tile. */
export const DEFAULT_INSTITUTE_LOGO = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120" role="img" aria-label="Institution">
<rect width="120" height="120" rx="16" fill="#e8eef8"/>
<path d="M60 22 22 42v8h76v-8z" fill="#2f5aa8"/>
<path d="M30 54h10v32H30zm18 0h10v32H48zm18 0h10v32H66zm18 0h6v32h-6z" fill="#2f5aa8"/>
<path d="M24 90h72v8H24z" fill="#2f5aa8"/>
</svg>
`;

/** A person with a speech bubble on a green tile. */
export const DEFAULT_AGENT_LOGO = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120" role="img" aria-label="Agent">
<rect width="120" height="120" rx="16" fill="#e7f4ee"/>
<circle cx="50" cy="48" r="16" fill="#2c8a5e"/>
<path d="M22 96c0-17 12-28 28-28s28 11 28 28z" fill="#2c8a5e"/>
<path d="M72 24h30a6 6 0 0 1 6 6v16a6 6 0 0 1-6 6H86l-10 9v-9h-4a6 6 0 0 1-6-6V30a6 6 0 0 1 6-6z" fill="#2c8a5e"/>
</svg>
`;

export const SVG_CONTENT_TYPE = 'image/svg+xml; charset=utf-8';
