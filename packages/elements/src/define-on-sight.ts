import { defineElement } from './define.js';
import type { ElementSpec } from './spec.js';

/**
 * Elements whose definitions load when one of their tags first appears: the tags (plain strings,
 * all the loader keeps of them) and the import of their specs (a chunk of its own).
 */
export interface OnSightDefinitions {
  readonly tags: readonly `sa-${string}`[];
  readonly load: () => Promise<readonly ElementSpec[]>;
}

const ELEMENT_NODE = 1;

/**
 * Defines the areas' elements once one of their tags is in `root` (now or later): the loader then
 * carries a tag list instead of those elements' definitions (loader.ts). A tag is recognised when its
 * element is connected in the observed tree (the page's document; `observe` adds a shadow root of the
 * page's own); its area's specs load then, and defining the tag upgrades every element of it already
 * in the page — attributes and properties set before are applied as for an element defined up front.
 * Tags already defined (by the page or an earlier call) are left alone. Does nothing without a custom
 * element registry (Node).
 */
export function defineOnSight(areas: readonly OnSightDefinitions[], root?: Document | ShadowRoot): { observe(root: Document | ShadowRoot): void } {
  if (typeof customElements === 'undefined' || typeof MutationObserver === 'undefined') return { observe: () => {} };
  const pending = new Map<string, OnSightDefinitions>();
  for (const area of areas) for (const tag of area.tags) if (!customElements.get(tag)) pending.set(tag, area);
  const observers: MutationObserver[] = [];

  const load = (area: OnSightDefinitions) => {
    for (const tag of area.tags) pending.delete(tag);
    area.load().then(
      (specs) => {
        for (const spec of specs) defineElement(spec);
        if (!pending.size) for (const observer of observers.splice(0)) observer.disconnect();
      },
      (error: unknown) => {
        // A failed download (offline, a new deployment): the next element of the area tries again.
        for (const tag of area.tags) if (!customElements.get(tag)) pending.set(tag, area);
        console.error(error);
      },
    );
  };

  // The node itself (an element) and its descendants (an element, the document, a shadow root; a text node has none).
  const scan = (node: Node) => {
    if (!pending.size) return;
    const descendants = 'querySelectorAll' in node ? (node as ParentNode).querySelectorAll([...pending.keys()].join()) : [];
    for (const found of [node, ...descendants]) {
      const area = pending.get((found as Element).localName);
      if (area) load(area);
    }
  };

  const observe = (target: Document | ShadowRoot) => {
    scan(target);
    if (!pending.size) return;
    const observer = new MutationObserver((records) => {
      for (const record of records) record.addedNodes.forEach(scan);
    });
    observer.observe(target, { childList: true, subtree: true });
    observers.push(observer);
  };

  const target = root ?? (typeof document === 'undefined' ? undefined : document);
  if (target) observe(target);
  return { observe };
}
