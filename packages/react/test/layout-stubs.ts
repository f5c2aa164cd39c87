/**
 * jsdom lays nothing out: Range and Element have no client rects and the document no
 * elementFromPoint. ProseMirror (the rich text editor) asks for them when it scrolls the selection
 * into view, so the suites that edit text give it empty boxes.
 */
const emptyRect = () => ({ x: 0, y: 0, width: 0, height: 0, top: 0, left: 0, right: 0, bottom: 0, toJSON: () => ({}) }) as DOMRect;
const emptyList = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;

export function stubLayout(): void {
  if (typeof document === 'undefined') return;
  Range.prototype.getClientRects ??= emptyList;
  Range.prototype.getBoundingClientRect ??= emptyRect;
  document.elementFromPoint ??= () => null;
}
