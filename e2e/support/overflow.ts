import type { Locator, Page } from 'playwright-core';

/** A descendant that sticks out of a box it must stay inside. */
export interface Overflow {
  box: string;
  child: string;
  /** How far it sticks out, in CSS px. */
  by: number;
}

/*
 * Both checks walk the flat tree (into open shadow roots) in the page. A descendant of an element that
 * clips or scrolls sideways (overflow-x other than visible: a carousel, a map) is not looked at, nor
 * are fixed layers (dialogs, popups) and elements without a box.
 */

/** Why the page scrolls sideways, or null when `documentElement.scrollWidth <= clientWidth`. */
export const pageOverflow = (page: Page): Promise<string | null> => page.evaluate(pageOverflowIn);

/** `pageOverflow`'s check, run in the page (self-contained: `page.evaluate` sends its source). */
export function pageOverflowIn(): string | null {
  const root = document.documentElement;
  if (root.scrollWidth <= root.clientWidth) return null;
  const limit = root.clientWidth + 0.5;
  const describe = (el: Element) =>
    `${el.tagName.toLowerCase()}${el.classList.length ? '.' + [...el.classList].slice(0, 2).join('.') : ''}${
      el.textContent?.trim() ? ` "${el.textContent.trim().slice(0, 30)}"` : ''
    }`;
  const children = (el: Element): Element[] => [...(el.shadowRoot?.children ?? []), ...el.children];
  const culprits: string[] = [];
  const walk = (el: Element): boolean => {
    const style = getComputedStyle(el);
    if (style.position === 'fixed' || style.display === 'none') return false;
    const rect = el.getBoundingClientRect();
    const clips = style.overflowX !== 'visible' && el !== document.body;
    let childOver = false;
    if (!clips) for (const child of children(el)) childOver = walk(child) || childOver;
    const over = rect.width > 0 && rect.right > limit;
    if (over && !childOver && culprits.length < 3) culprits.push(`${describe(el)} right ${Math.round(rect.right)}`);
    return over || childOver;
  };
  walk(document.body);
  return `the page scrolls sideways (scrollWidth ${root.scrollWidth} > ${root.clientWidth}): ${culprits.join('; ')}`;
}

/**
 * For every element matching `selector` (in the document and, with `deep`, in shadow roots): its
 * descendants whose box, or whose text (scrollWidth > clientWidth), sticks out of it sideways.
 */
export const boxOverflows = (page: Page, selector: string, deep = false): Promise<Overflow[]> => page.evaluate(boxOverflowsIn, { selector, deep });

/** `boxOverflows`' check, run in the page (self-contained). */
export function boxOverflowsIn({ selector, deep }: { selector: string; deep: boolean }): Overflow[] {
  const describe = (el: Element) =>
    `${el.tagName.toLowerCase()}${el.classList.length ? '.' + [...el.classList].slice(0, 3).join('.') : ''}${
      el.getAttribute('aria-label') ? `[${el.getAttribute('aria-label')}]` : ''
    }`;
  const children = (el: Element): Element[] => [...(el.shadowRoot?.children ?? []), ...el.children];
  const boxes: Element[] = [];
  const collect = (root: Document | ShadowRoot) => {
    boxes.push(...root.querySelectorAll(selector));
    if (deep) for (const el of root.querySelectorAll('*')) if (el.shadowRoot) collect(el.shadowRoot);
  };
  collect(document);
  const found: Array<{ box: string; child: string; by: number }> = [];
  for (const box of boxes) {
    const style = getComputedStyle(box);
    if (style.display === 'none' || box.getClientRects().length === 0) continue;
    const outer = box.getBoundingClientRect();
    let worst: { child: string; by: number } | null = null;
    const note = (child: string, by: number) => {
      if (by > 1 && (!worst || by > worst.by)) worst = { child, by: Math.round(by) };
    };
    // Text wider than the box itself (a long word, a nowrap line).
    if (style.overflowX === 'visible' && box.clientWidth > 0) note('its own content', box.scrollWidth - box.clientWidth);
    const walk = (el: Element) => {
      const s = getComputedStyle(el);
      // An element drawn invisibly (a compact language switch's select laid over its code) shows no text to cut.
      if (s.display === 'none' || s.position === 'fixed' || s.visibility === 'hidden' || s.opacity === '0') return;
      const rect = el.getBoundingClientRect();
      if (rect.width > 1 && rect.height > 1) {
        note(describe(el), Math.max(rect.right - outer.right, outer.left - rect.left));
        if (s.overflowX === 'visible' && s.display !== 'inline' && el.clientWidth > 0 && el.scrollWidth - el.clientWidth > 1) {
          note(`${describe(el)} (its text)`, el.scrollWidth - el.clientWidth);
        }
      }
      if (s.overflowX !== 'visible') return;
      for (const child of children(el)) walk(child);
    };
    for (const child of children(box)) walk(child);
    if (worst) found.push({ box: describe(box), ...(worst as { child: string; by: number }) });
  }
  return found;
}

/**
 * The course list's filter column (in the page and in shadow roots): how far its widest field sticks
 * out of the column's right edge (≤ 0 when every input and select fits), or null without a column.
 */
export function filterFieldsOverhang(page: Page): Promise<number | null> {
  return page.evaluate(() => {
    const columns: Element[] = [];
    const collect = (root: Document | ShadowRoot) => {
      columns.push(...root.querySelectorAll('.sa-course-list-filter'));
      for (const el of root.querySelectorAll('*')) if (el.shadowRoot) collect(el.shadowRoot);
    };
    collect(document);
    if (!columns.length) return null;
    let worst = -Infinity;
    for (const column of columns) {
      const right = column.getBoundingClientRect().right;
      for (const field of column.querySelectorAll('input, select')) {
        const rect = field.getBoundingClientRect();
        if (rect.width > 1) worst = Math.max(worst, rect.right - right);
      }
    }
    return worst;
  });
}

/** Whether an element is drawn inside the viewport, and whether its own text is cut (scrollWidth > clientWidth). */
export const readable = (locator: Locator) =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return {
      visible: r.width > 0 && r.height > 0 && r.left >= 0 && r.right <= document.documentElement.clientWidth + 0.5,
      cut: el.scrollWidth > el.clientWidth + 1,
    };
  });

/**
 * Text cut off by an ancestor that clips (`overflow` hidden or clip, which `text-overflow: ellipsis`
 * needs): each text node matching the regular expression `only` (in the document and open shadow
 * roots) whose line boxes reach past the padding box of a clipping ancestor while still partly
 * inside it. A text wholly outside is a hidden slide or panel, not cut; a visually hidden box (1 px,
 * for screen readers) is skipped. Run in the page (self-contained).
 */
export function clippedTextsIn({ only }: { only: string }): string[] {
  const wanted = new RegExp(only, 'u');
  const found: string[] = [];
  const describe = (el: Element) => `${el.tagName.toLowerCase()}${el.classList.length ? '.' + [...el.classList].slice(0, 2).join('.') : ''}`;
  const parentOf = (node: Node): Element | null => {
    if (node.parentElement) return node.parentElement;
    const root = node.getRootNode();
    return root instanceof ShadowRoot ? root.host : null;
  };
  const clipsOf = new Map<Element, boolean>();
  const clips = (el: Element): boolean => {
    let known = clipsOf.get(el);
    if (known === undefined) {
      const s = getComputedStyle(el);
      known = /hidden|clip/.test(s.overflowX + s.overflowY) && el.clientWidth > 2 && el.clientHeight > 2;
      clipsOf.set(el, known);
    }
    return known;
  };
  const check = (text: Text) => {
    const value = text.data.trim();
    if (!value || !wanted.test(value)) return;
    const parent = text.parentElement;
    if (!parent || !parent.checkVisibility({ visibilityProperty: true })) return;
    const range = document.createRange();
    range.selectNodeContents(text);
    const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
    if (!rects.length) return;
    const left = Math.min(...rects.map((r) => r.left));
    const right = Math.max(...rects.map((r) => r.right));
    const top = Math.min(...rects.map((r) => r.top));
    const bottom = Math.max(...rects.map((r) => r.bottom));
    for (let el: Element | null = parent; el; el = parentOf(el)) {
      if (!clips(el)) continue;
      const box = el.getBoundingClientRect();
      const inner = { left: box.left + el.clientLeft, top: box.top + el.clientTop };
      const edge = { left: inner.left, right: inner.left + el.clientWidth, top: inner.top, bottom: inner.top + el.clientHeight };
      const overlaps = right > edge.left && left < edge.right && bottom > edge.top && top < edge.bottom;
      const s = getComputedStyle(el);
      const cut = Math.max(
        /hidden|clip/.test(s.overflowX) ? Math.max(right - edge.right, edge.left - left) : 0,
        /hidden|clip/.test(s.overflowY) ? Math.max(bottom - edge.bottom, edge.top - top) : 0,
      );
      if (overlaps && cut > 1) {
        found.push(`${JSON.stringify(value.slice(0, 60))} in ${describe(parent)} cut by ${describe(el)} (${Math.round(cut)} px)`);
        return;
      }
    }
  };
  const walk = (root: Node) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
      if (node.nodeType === Node.TEXT_NODE) check(node as Text);
      else if ((node as Element).shadowRoot) walk((node as Element).shadowRoot!);
    }
  };
  walk(document.body);
  return found;
}

