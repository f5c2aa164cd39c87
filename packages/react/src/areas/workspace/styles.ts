import { noRecordsCss } from '../../styles/no-records.css.js';
import { courseTimelineCss } from '../../kits/course-timeline/course-timeline.css.js';
import { applicationSummaryCss } from '../../kits/application-summary/application-summary.css.js';
import type { SheetName } from '../../styles/use-stylesheet.js';
import { workspaceCss } from './workspace.css.js';

/** The sheets of the workspace, in the order of the whole stylesheet: what `<sa-workspace>` adopts with its area. */
export const workspaceStyles: readonly string[] = [noRecordsCss, applicationSummaryCss, courseTimelineCss, workspaceCss];

/**
 * The kits' sheets that come with a lazily loaded screen (the logo's crop on the profile, the campus's
 * pin map, the rich text editor and attachments of the conversation and the enquiries):
 * `<sa-workspace>` adopts each when its kit first renders, so the area does not carry them.
 */
export const workspaceLateSheets: readonly SheetName[] = ['image-crop', 'pin-map', 'compose-kit'];
