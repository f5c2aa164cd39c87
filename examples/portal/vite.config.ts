import { exampleSite } from '../vite-example.js';

/** The reference portal, served by `studyatlas serve` at / (single-page routes fall back to index.html). */
export default exampleSite(import.meta.url, '/');
