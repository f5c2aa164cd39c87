import { imageCropCss } from '../../kits/image-crop/image-crop.css.js';
import { basicCss } from './basic/basic.css.js';
import { profileDocumentsCss } from './documents/documents.css.js';
import { profileEducationCss } from './education/education.css.js';
import { profilePassportCss } from './passport/passport.css.js';
import { profileCss } from './profile.css.js';
import { studyCss } from './study/study.css.js';

/** Every sheet of the profile, in the order of the whole stylesheet: what `<sa-profile>` adopts. */
export const profileStyles: readonly string[] = [imageCropCss, studyCss, profileEducationCss, profileDocumentsCss, profilePassportCss, basicCss, profileCss];
