/**
 * External sign-in providers (member §2 "social sign-in"), read from the environment. A provider is
 * offered only when its client id and secret are set:
 * - Google: GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET (OpenID Connect, issuer https://accounts.google.com);
 * - Facebook: FACEBOOK_CLIENT_ID, FACEBOOK_CLIENT_SECRET (OAuth 2 and the Graph API `/me`: Facebook's
 *   web login is not OpenID Connect);
 * - any OpenID Connect provider: OIDC_PROVIDERS=acme,… then OIDC_ACME_ISSUER, OIDC_ACME_CLIENT_ID,
 *   OIDC_ACME_CLIENT_SECRET and OIDC_ACME_NAME (the name on the button; default the id).
 */
export interface ExternalProviderConfig {
  /** Lower-case id in URLs and stored identities: google, facebook, acme. */
  id: string;
  /** The provider's name on buttons and in messages. */
  name: string;
  kind: 'oidc' | 'facebook';
  /** OpenID Connect issuer URL (discovery); unused for Facebook. */
  issuer: string;
  clientId: string;
  clientSecret: string;
}

type Env = Record<string, string | undefined>;

const value = (env: Env, name: string): string | undefined => (env[name]?.trim() ? env[name]!.trim() : undefined);

const PROVIDER_ID = /^[a-z][a-z0-9-]{0,31}$/;

export const GOOGLE_ISSUER = 'https://accounts.google.com';
export const FACEBOOK_GRAPH = 'https://graph.facebook.com/v21.0';
export const FACEBOOK_DIALOG = 'https://www.facebook.com/v21.0/dialog/oauth';

function pair(env: Env, prefix: string): { clientId: string; clientSecret: string } | undefined {
  const clientId = value(env, `${prefix}_CLIENT_ID`);
  const clientSecret = value(env, `${prefix}_CLIENT_SECRET`);
  if (!clientId && !clientSecret) return undefined;
  if (!clientId || !clientSecret) throw new Error(`${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET must both be set`);
  return { clientId, clientSecret };
}

/** The configured providers, in button order: Google, Facebook, then OIDC_PROVIDERS in their order. */
export function externalProvidersFrom(env: Env): ExternalProviderConfig[] {
  const providers: ExternalProviderConfig[] = [];
  const google = pair(env, 'GOOGLE');
  if (google) providers.push({ id: 'google', name: 'Google', kind: 'oidc', issuer: GOOGLE_ISSUER, ...google });
  const facebook = pair(env, 'FACEBOOK');
  if (facebook) providers.push({ id: 'facebook', name: 'Facebook', kind: 'facebook', issuer: '', ...facebook });
  const ids = (value(env, 'OIDC_PROVIDERS') ?? '').split(',').map((id) => id.trim().toLowerCase()).filter(Boolean);
  for (const id of ids) {
    if (!PROVIDER_ID.test(id)) throw new Error(`OIDC_PROVIDERS: "${id}" must be letters, digits and hyphens, starting with a letter`);
    if (providers.some((p) => p.id === id)) throw new Error(`OIDC_PROVIDERS: "${id}" is listed twice`);
    const prefix = `OIDC_${id.toUpperCase().replaceAll('-', '_')}`;
    const issuer = value(env, `${prefix}_ISSUER`);
    if (!issuer || !URL.canParse(issuer)) throw new Error(`${prefix}_ISSUER must be the provider's issuer URL`);
    const credentials = pair(env, prefix);
    if (!credentials) throw new Error(`${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET must be set`);
    providers.push({ id, name: value(env, `${prefix}_NAME`) ?? id, kind: 'oidc', issuer, ...credentials });
  }
  return providers;
}
