import { baseCss, LATE_PRIMITIVE_SHEETS, type InjectSheet } from '@studyatlas/react';
import { adoptStyles } from './styles.js';

/**
 * A custom element's stylesheet context: a primitive's sheet (the dialog's, the tabs', the language
 * switch's: `LATE_PRIMITIVE_SHEETS`) is adopted when the primitive first renders, right after the
 * base sheet, so an element that never shows it does not carry its CSS in the loader.
 */
export function primitiveSheets(root: Node): InjectSheet {
  return (name, css) => {
    if (root instanceof ShadowRoot && LATE_PRIMITIVE_SHEETS.includes(name)) adoptStyles(root, [css], baseCss);
  };
}
