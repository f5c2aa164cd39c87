export const STYLE_ELEMENT_ID = 'studyatlas-styles';

/** Adds the stylesheet to the document head once (the first provider wins; later calls do nothing). */
export function injectStylesheet(css: string, doc: Document = document): void {
  if (doc.getElementById(STYLE_ELEMENT_ID)) return;
  const style = doc.createElement('style');
  style.id = STYLE_ELEMENT_ID;
  style.textContent = css;
  doc.head.append(style);
}
