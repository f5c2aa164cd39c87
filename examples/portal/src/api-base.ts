/** The API the portal talks to: its own origin (served by `studyatlas serve`) unless VITE_API_BASE says otherwise. */
export const apiBase = (): string => import.meta.env.VITE_API_BASE || window.location.origin;
