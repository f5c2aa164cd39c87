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
 * are fixed layers (dialogs, popups), invisible elements (opacity 0) and elements without a box.
 */

/** Why the page scrolls sideways, or null when `documentElement.scrollWidth <= clientWidth`. */
export function pageOverflow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
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
  });
}

/**
 * For every element matching `selector` (in the document and, with `deep`, in shadow roots): its
 * descendants whose box, or whose text (scrollWidth > clientWidth), sticks out of it sideways.
 */
export function boxOverflows(page: Page, selector: string, deep = false): Promise<Overflow[]> {
  return page.evaluate(
    ({ selector, deep }) => {
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
          // Nothing of an invisible element shows (the compact language switch lays a transparent select over its code).
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
    },
    { selector, deep },
  );
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
