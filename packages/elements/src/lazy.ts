import { lazy, type ComponentType } from 'react';

/**
 * An area's component, loaded on its first render: the script-tag bundle keeps each area in a chunk
 * of its own, so a page with only `<sa-course-search>` downloads the course search and not the map.
 * Typed as the component itself, so element specs still check its props.
 */
export function lazyComponent<M, K extends keyof M>(load: () => Promise<M>, name: K): M[K] {
  return lazy(async () => ({ default: (await load())[name] as ComponentType<object> })) as unknown as M[K];
}
