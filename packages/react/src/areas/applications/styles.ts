import { noRecordsCss } from '../../styles/no-records.css.js';
import { courseTimelineCss } from '../../kits/course-timeline/course-timeline.css.js';
import { applicationsCss } from './applications.css.js';

/** Every sheet of my applications, in the order of the whole stylesheet: what `<sa-applications>` adopts. */
export const applicationsStyles: readonly string[] = [noRecordsCss, courseTimelineCss, applicationsCss];
