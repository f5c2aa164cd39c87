import { createElement, lazy, useInsertionEffect, type ComponentType } from 'react';
import type { SheetName } from '@studyatlas/react';
import { loadPageWords } from '@studyatlas/core';
import { useElementContext } from './element-context.js';

/** What an area's element module offers: its components and the CSS they need. */
export interface AreaModule {
  /** The CSS of the area's components (and of other areas' components they render). */
  areaStyles?: readonly string[];
  /** Kits' sheets adopted when the kit first renders, not with the area (late-sheets.tsx). */
  lateSheets?: readonly SheetName[];
}

/**
 * An area's component, loaded on its first render: the script-tag bundle keeps each area in a chunk
 * of its own, so a page with only `<sa-course-search>` downloads the course search and not the map.
 * The area's CSS travels in the same chunk and is adopted into the element's shadow root before
 * anything of the area is laid out (an insertion effect runs before every layout effect), and the
 * page's words for the areas the chunk defines arrive before it renders (the bundle loads them area by
 * area: studyatlas.ts).
 * Typed as the component itself, so element specs still check its props.
 */
export function lazyComponent<M, K extends keyof M>(load: () => Promise<M & AreaModule>, name: K): M[K] {
  return lazy(async () => {
    const module = await load();
    await loadPageWords(); // the words of the areas the chunk defines, where a page loads them area by area
    const Component = module[name] as ComponentType<object>;
    const styles = module.areaStyles ?? [];
    function WithAreaStyles(props: object) {
      const { adoptStyles } = useElementContext();
      useInsertionEffect(() => adoptStyles(styles), [adoptStyles]);
      return createElement(Component, props);
    }
    return { default: WithAreaStyles };
  }) as unknown as M[K];
}
