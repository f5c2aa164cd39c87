import { useStore } from '@nanostores/react';
import { $locale, type AnyLocale } from '@studyatlas/core';

/** The page's language as the widgets speak it now (a host labels its own page with it). */
export const useLocale = (): AnyLocale => useStore($locale);
