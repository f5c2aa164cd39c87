/**
 * The default profile image (discovery §8: a missing image falls back to the default profile image).
 * Inlined so the bundled server carries it without resolving files at run time.
 */
export const DEFAULT_PROFILE_IMAGE = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120" role="img" aria-label="Member">
<rect width="120" height="120" rx="60" fill="#e8eef8"/>
<circle cx="60" cy="46" r="22" fill="#2f5aa8"/>
<path d="M20 104c4-22 20-34 40-34s36 12 40 34z" fill="#2f5aa8"/>
</svg>`;
