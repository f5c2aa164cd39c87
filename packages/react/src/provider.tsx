import { useInsertionEffect } from 'react';
import { injectStylesheet } from './inject-styles.js';
import { StudyAtlasRoot, type StudyAtlasRootProps } from './provider-root.js';
import { studyAtlasCss } from './styles/index.js';

export interface StudyAtlasProviderProps extends StudyAtlasRootProps {
  /**
   * Injects the stylesheet into document.head once (id `studyatlas-styles`). Turn off when the
   * styles are adopted elsewhere (custom elements adopt them into their shadow roots).
   */
  injectStyles?: boolean;
}

/**
 * The root of every StudyAtlas widget tree in a React app: `StudyAtlasRoot` (API client, navigation
 * seam, shared popups and login dialog) plus the whole stylesheet, injected once into the document.
 */
export function StudyAtlasProvider({ injectStyles = true, ...props }: StudyAtlasProviderProps) {
  useInsertionEffect(() => {
    if (injectStyles) injectStylesheet(studyAtlasCss);
  }, [injectStyles]);
  return <StudyAtlasRoot {...props} />;
}
