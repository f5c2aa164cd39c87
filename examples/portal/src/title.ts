import { createContext, useContext, useEffect } from 'react';
import { messages } from '@studyatlas/core';

/**
 * Discovery §2: the page title is the route's, and the product name when the route has none; a
 * screen showing one item (a course, an institution …) puts its name first.
 */
export const pageTitle = (title?: string, item?: string | null): string =>
  [item, title, messages.productName].filter(Boolean).join(' · ');

/** The item the current screen shows, as its widget announced it (`onItemTitle`). */
export const ItemTitleContext = createContext<string | null>(null);

export function useDocumentTitle(title?: string): void {
  const item = useContext(ItemTitleContext);
  useEffect(() => {
    document.title = pageTitle(title, item);
  }, [title, item]);
}
