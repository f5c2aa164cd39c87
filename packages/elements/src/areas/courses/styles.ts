import { compareCss, coursesCss, favouritesCss } from '@studyatlas/react';

/** The course screens render favourite and compare toggles. */
export const areaStyles = [favouritesCss, compareCss, coursesCss];
