/**
 * Focus helpers that work the same in a document and inside a shadow root: active elements are read
 * from the node's own root (`getRootNode()`), never from `document` alone, and nothing is looked up
 * outside the container handed in.
 */

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The keyboard-focusable elements inside `container`, in DOM order (hidden and inert ones left out). */
export function focusableWithin(container: ParentNode): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.tabIndex >= 0 && !element.closest('[hidden], [inert]'),
  );
}

/** The focused element as seen from `node`'s root: the shadow root's own, or the document's. */
export function activeElementFor(node: Node): Element | null {
  const root = node.getRootNode() as Document | ShadowRoot;
  return 'activeElement' in root ? root.activeElement : null;
}

/** The element that really has focus, following open shadow roots down from the document. */
export function deepActiveElement(doc: Document | undefined = globalThis.document): Element | null {
  let active: Element | null = doc?.activeElement ?? null;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** The real target of an event that may have crossed a shadow boundary. */
export const originalTarget = (event: Event): EventTarget | null => event.composedPath()[0] ?? event.target;
