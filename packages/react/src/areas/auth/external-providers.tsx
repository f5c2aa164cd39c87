import { externalLoginMessages, externalStartUrl, format } from '@studyatlas/core';
import { useExternalProviders } from './use-external-providers.js';

export interface ExternalProvidersProps {
  /** The buttons' words: 'Sign in with …' (login) or 'Sign up with …' (sign-up). */
  action: 'signIn' | 'signUp';
}

/**
 * One button per configured provider (member §2 social sign-in): a link to the server's start
 * address, which redirects to the provider and, once back, to /externalLogin. Nothing when no
 * provider is configured.
 */
export function ExternalProviders({ action }: ExternalProvidersProps) {
  const providers = useExternalProviders();
  if (providers === null) {
    return (
      <p className="sa-external-providers sa-external-providers--loading" aria-busy="true">
        {externalLoginMessages.providersLoading}
      </p>
    );
  }
  if (providers.length === 0) return null;
  const words = action === 'signIn' ? externalLoginMessages.signInWith : externalLoginMessages.signUpWith;
  return (
    <nav className="sa-external-providers" aria-label={externalLoginMessages.providersLabel}>
      <ul>
        {providers.map((provider) => (
          <li key={provider.id}>
            <a className="sa-button sa-button--secondary sa-external-button" href={externalStartUrl(provider)} data-provider={provider.id}>
              {format(words, { provider: provider.name })}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
