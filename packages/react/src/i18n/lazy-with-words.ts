import { lazy, type ComponentType } from 'react';
import { loadPageWords } from '@studyatlas/core';

/**
 * A component from a lazy chunk (`lazyWithWords(() => import('./course-list.js'), 'CourseList')`),
 * shown once both its code and the page's words for the areas that code defines are here: a page that
 * loads its words area by area (the script-tag bundle) never shows a screen half in English. Where a
 * page loads each locale whole, nothing more is awaited. Typed as the component itself.
 */
export function lazyWithWords<M, K extends keyof M>(load: () => Promise<M>, name: K): M[K] {
  return lazy(async () => {
    const module = await load();
    await loadPageWords();
    return { default: module[name] as ComponentType<object> };
  }) as unknown as M[K];
}
