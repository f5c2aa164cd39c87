export { courseTextSearch, courseTextRank, type CourseTextSearch } from './course-text.js';
export { refreshCourseSearch } from './refresh.js';
export { dialectOf } from './dialect-of.js';
