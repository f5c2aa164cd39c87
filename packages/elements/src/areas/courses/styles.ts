import { compareToggleCss, coursesCss, favouriteToggleCss, noRecordsCss } from '@studyatlas/react';

/**
 * The sheets the course screens need, as a React app injects them (their components' `useStylesheet`):
 * "No records found", the favourite and compare toggles, the courses' own; in the whole sheet's order.
 * Not the favourites' and compare screens' whole sheets, which only the toggles' rules were needed of.
 */
export const areaStyles = [noRecordsCss, favouriteToggleCss, compareToggleCss, coursesCss];
