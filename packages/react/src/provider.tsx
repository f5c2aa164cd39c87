import { useInsertionEffect, useMemo } from 'react';
import { injectSheet } from './inject-styles.js';
import { StudyAtlasRoot, type StudyAtlasRootProps } from './provider-root.js';
import { authCss } from './areas/auth/auth.css.js';
import { providerBaseCss } from './styles/provider-base.js';
import { StylesheetContext, type InjectSheet } from './styles/use-stylesheet.js';

export interface StudyAtlasProviderProps extends StudyAtlasRootProps {
  /**
   * Injects the styles into document.head (id `studyatlas-styles`: theme tokens and the common
   * primitives; `studyatlas-styles-auth`: the sign-in screens; each other primitive's and area's
   * sheet, `studyatlas-styles-<name>`, when one of its components first renders). Turn off when the styles are adopted elsewhere (custom elements adopt them into their
   * shadow roots) or the page links the whole stylesheet, `@studyatlas/react/styles.css`.
   */
  injectStyles?: boolean;
}

/**
 * The root of every StudyAtlas widget tree in a React app: `StudyAtlasRoot` (API client, navigation
 * seam, shared popups and login dialog) plus the styles: the theme tokens, common primitives
 * (`providerBaseCss`) and sign-in screens (`authCss`) at once, each other primitive's and each area's
 * sheet when a component renders it, each once per document.
 */
export function StudyAtlasProvider({ injectStyles = true, ...props }: StudyAtlasProviderProps) {
  const inject = useMemo<InjectSheet | null>(() => (injectStyles ? (name, css) => injectSheet(name, css) : null), [injectStyles]);
  useInsertionEffect(() => {
    inject?.('base', providerBaseCss);
    inject?.('auth', authCss);
  }, [inject]);
  return (
    <StylesheetContext.Provider value={inject}>
      <StudyAtlasRoot {...props} />
    </StylesheetContext.Provider>
  );
}
