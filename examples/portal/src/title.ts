import { useEffect } from 'react';
import { messages } from '@studyatlas/core';

/** Discovery §2: the page title is the route's, and the product name when the route has none. */
export const pageTitle = (title?: string): string =>
  title ? `${title} · ${messages.productName}` : messages.productName;

export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
