import { useEffect } from 'react';
import { directionOf } from '@studyatlas/core';
import { useLocale } from '@studyatlas/react';

/** The portal is its own page: its <html> speaks the widgets' language (lang, dir). */
export function useDocumentLanguage(): void {
  const locale = useLocale();
  useEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = directionOf(locale);
  }, [locale]);
}
