import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A route's screen loaded with its route: `load` imports one of `../screens/<area>.ts`, which
 * re-exports that area's screens from @studyatlas/react, so each area's code is its own chunk and the
 * dashboard's script carries none of it (the routes' Suspense shows the loader meanwhile).
 */
export function lazyScreen<M, K extends keyof M>(load: () => Promise<M>, name: K): LazyExoticComponent<M[K] & ComponentType<any>> {
  return lazy(async () => ({ default: (await load())[name] as M[K] & ComponentType<any> }));
}
