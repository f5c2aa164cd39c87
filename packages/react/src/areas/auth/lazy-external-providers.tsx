import { Suspense } from 'react';
import { lazyWithWords } from '../../i18n/lazy-with-words.js';
import type { ExternalProvidersProps } from './external-providers.js';

const Providers = /* @__PURE__ */ lazyWithWords(() => import('./external-providers.js'), 'ExternalProviders');

/**
 * The social sign-in buttons (member §2), a chunk of their own that the sign-in and sign-up forms load
 * beside them: the forms show at once, the buttons when their code and the configured providers are
 * here (the providers' call was already a wait of its own).
 */
export function LazyExternalProviders(props: ExternalProvidersProps) {
  return (
    <Suspense fallback={null}>
      <Providers {...props} />
    </Suspense>
  );
}
