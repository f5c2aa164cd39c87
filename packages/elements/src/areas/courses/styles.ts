import { coursesCss, noRecordsCss, type SheetName } from '@studyatlas/react';

/**
 * The sheets the course screens need up front, as a React app injects them (their components'
 * `useStylesheet`): "No records found" and the courses' own; in the whole sheet's order.
 */
export const areaStyles = [noRecordsCss, coursesCss];

/**
 * The favourite and compare toggles' sheets (and the compare tray's), adopted when a toggle first
 * renders (late-sheets.tsx): the search form shows neither, only the lazily loaded list and detail do,
 * so the form's chunks carry neither their CSS nor, through it, the favourites' client and store.
 * Their rules name only the toggles' and the tray's classes, so coming after the courses' sheet changes
 * nothing of the cascade.
 */
export const lateSheets: readonly SheetName[] = ['favourite-toggle', 'compare-toggle'];
