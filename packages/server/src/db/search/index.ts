export { courseTextSearch, courseTextRank, courseNameMatches, type CourseTextSearch } from './course-text.js';
export { refreshCourseSearch } from './refresh.js';
export { dialectOf } from './dialect-of.js';
export { courseSearchVersion, bumpCourseSearchVersion } from './version.js';
