import { useContext, useMemo, type ReactNode } from 'react';
import { StylesheetContext, type InjectSheet, type SheetName } from '@studyatlas/react';
import { useElementContext } from './element-context.js';

/**
 * Adopts a kit's sheet into the element's shadow root when the kit first renders (its `useStylesheet`),
 * for the kits named: those of screens an area loads lazily, so the area's chunk does not carry their
 * CSS. Other sheets a component asks for go to the element's own context (a primitive's, adopted
 * late: primitive-sheets.ts) or stay the area's (`areaStyles`) or the base's.
 */
export function LateSheets({ names, children }: { names: readonly SheetName[]; children: ReactNode }) {
  const { adoptStyles } = useElementContext();
  const outer = useContext(StylesheetContext);
  const adopt = useMemo<InjectSheet>(() => (name, css) => (names.includes(name) ? adoptStyles([css]) : outer?.(name, css)), [adoptStyles, names, outer]);
  return <StylesheetContext.Provider value={adopt}>{children}</StylesheetContext.Provider>;
}
