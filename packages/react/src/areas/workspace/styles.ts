import { noRecordsCss } from '../../styles/no-records.css.js';
import { courseTimelineCss } from '../../kits/course-timeline/course-timeline.css.js';
import { applicationSummaryCss } from '../../kits/application-summary/application-summary.css.js';
import { composeKitCss } from '../../kits/compose/compose-kit.css.js';
import { imageCropCss } from '../../kits/image-crop/image-crop.css.js';
import { pinMapCss } from '../../kits/map/pin-map.css.js';
import { workspaceCss } from './workspace.css.js';

/** Every sheet of the workspace, in the order of the whole stylesheet: what `<sa-workspace>` adopts. */
export const workspaceStyles: readonly string[] = [noRecordsCss, applicationSummaryCss, courseTimelineCss, composeKitCss, imageCropCss, pinMapCss, workspaceCss];
