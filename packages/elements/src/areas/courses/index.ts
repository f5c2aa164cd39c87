import { elementSpec, type PartSpec } from '../../spec.js';
import { accordionParts, headingLevel, overlayParts, pagingParts, searchFieldParts } from '../../common-specs.js';
import { lazyComponent } from '../../lazy.js';

// Each area's components load on first render (a chunk of their own in the script-tag bundle).
const CourseDetailElement = lazyComponent(() => import('./detail-element.js'), 'CourseDetailElement');
const CourseSearchElement = lazyComponent(() => import('./elements.js'), 'CourseSearchElement');

export type { CourseSearchElementProps } from './elements.js';
export type { CourseDetailElementProps } from './detail-element.js';

/*
 * The courses area's elements: the course search (form, list and detail inside one widget, optionally
 * scoped to one institution) and one course's detail.
 */

export const courseDetailParts: readonly PartSpec[] = [
  { name: 'button', description: 'A button.' },
  { name: 'form-error', description: 'The message when the course was not found, or why an application cannot start.' },
  { name: 'apply', description: 'The Apply action of the chosen intake, with its start message.' },
  { name: 'success', description: 'The start message when the details are complete.' },
  ...accordionParts,
  { name: 'read-more', description: 'A description with its Read more / Read less toggle.' },
  ...overlayParts,
];

export const courseSearchParts: readonly PartSpec[] = [
  ...courseDetailParts,
  ...searchFieldParts,
  { name: 'course-row', description: 'One course of the list.' },
  { name: 'compare-tray', description: 'The compare tray below the list: the courses picked for comparison, Compare and Clear.' },
  { name: 'compare', description: 'The comparison the tray opens inside the widget.' },
  ...pagingParts,
];

export const courseSearchElement = elementSpec({
  tag: 'sa-course-search',
  component: CourseSearchElement,
  description:
    "Course search for a partner page: the search form, the list of courses (paged, with the filter beside it) and a course's detail, all inside the widget. With `institution` it searches that institution's courses only: the country comes from the institution's campuses and the text is optional.",
  props: {
    institution: { type: 'number', description: "Legal id of the institution whose courses the widget searches (all institutions' when absent)." },
    headingLevel,
  },
  events: {},
  parts: courseSearchParts,
});

export const courseDetailElement = elementSpec({
  tag: 'sa-course-detail',
  component: CourseDetailElement,
  description:
    "One course's detail at a campus and intake: every detail field, the campuses, the intakes and the scholarships, in sections with expand-all and collapse-all.",
  props: {
    courseId: { type: 'number', description: 'The course.' },
    campusId: { type: 'number', description: 'The campus (its location id); the first campus when absent.' },
    intakeId: { type: 'number', description: 'The intake; the first intake from one month before today when absent.' },
    headingLevel,
  },
  events: {},
  parts: courseDetailParts,
});

export const coursesElements = [courseSearchElement, courseDetailElement];
