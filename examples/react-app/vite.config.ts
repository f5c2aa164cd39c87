import { exampleSite } from '../vite-example.js';

/** A third-party React app using `@studyatlas/react`, served by `studyatlas serve` at /react-app/. */
export default exampleSite(import.meta.url, '/react-app/');
