import { createStyleElement } from './styles/csp-nonce.js';
import { SHEET_ORDER, type SheetName } from './styles/use-stylesheet.js';

/** Id of the provider's first sheet (tokens and primitives); an area's is `studyatlas-styles-<area>`. */
export const STYLE_ELEMENT_ID = 'studyatlas-styles';

const SHEET_ATTRIBUTE = 'data-studyatlas-sheet';

const rankOf = (name: string | null): number => SHEET_ORDER.indexOf(name as SheetName);

/**
 * Adds one stylesheet to the document head once (later calls with the same name do nothing). Sheets
 * keep the order of `SHEET_ORDER` whatever order they arrive in (a child's insertion effect runs
 * before its parent's), so the cascade is the one of the whole stylesheet; they stay together, where
 * the first one went.
 */
export function injectSheet(name: SheetName, css: string, doc: Document = document): void {
  const id = name === 'base' ? STYLE_ELEMENT_ID : `${STYLE_ELEMENT_ID}-${name}`;
  if (doc.getElementById(id)) return;
  const style = createStyleElement(doc);
  style.id = id;
  style.setAttribute(SHEET_ATTRIBUTE, name);
  style.textContent = css;
  const placed = [...doc.head.querySelectorAll(`style[${SHEET_ATTRIBUTE}]`)];
  const rank = rankOf(name);
  const next = placed.find((sheet) => rankOf(sheet.getAttribute(SHEET_ATTRIBUTE)) > rank);
  if (next) next.before(style);
  else if (placed.length > 0) placed[placed.length - 1]!.after(style);
  else doc.head.append(style);
}
