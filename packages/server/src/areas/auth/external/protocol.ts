import * as oidc from 'openid-client';
import { FACEBOOK_DIALOG, FACEBOOK_GRAPH, type ExternalProviderConfig } from '../../../config-external.js';

/** Who the provider says signed in: its stable subject and what it tells of the person. */
export interface ExternalProfile {
  subject: string;
  email: string;
  /** The provider vouches for the e-mail (OIDC `email_verified`; Facebook only returns confirmed e-mails). */
  emailVerified: boolean;
  firstName: string;
  surname: string;
}

/** The checks a callback must pass, kept from the start of the redirect. */
export interface FlowChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface ExternalProtocol {
  /** The provider's authorization URL for this flow (code flow, PKCE S256, state, nonce). */
  authorizationUrl(checks: FlowChecks, redirectUri: string): Promise<URL>;
  /** Exchanges the callback's code (checking state, nonce, PKCE, ID token) and reads the person. */
  profile(callbackUrl: URL, checks: FlowChecks): Promise<ExternalProfile>;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Plain HTTP only for a provider on this machine (tests, a local provider); anything else must be HTTPS. */
const isLoopbackHttp = (url: URL) => url.protocol === 'http:' && LOOPBACK.has(url.hostname);

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** First name and surname from given/family names, else split from the full name. */
function names(claims: Record<string, unknown>): { firstName: string; surname: string } {
  const given = text(claims.given_name ?? claims.first_name);
  const family = text(claims.family_name ?? claims.last_name);
  if (given || family) return { firstName: given, surname: family };
  const [first = '', ...rest] = text(claims.name).split(/\s+/);
  return { firstName: first, surname: rest.join(' ') };
}

function oidcProtocol(provider: ExternalProviderConfig): ExternalProtocol {
  let configuration: Promise<oidc.Configuration> | undefined;
  const config = () => {
    const issuer = new URL(provider.issuer);
    configuration ??= oidc
      .discovery(issuer, provider.clientId, provider.clientSecret, oidc.ClientSecretBasic(provider.clientSecret), {
        execute: isLoopbackHttp(issuer) ? [oidc.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        configuration = undefined; // try the discovery again on the next sign-in
        throw error;
      });
    return configuration;
  };
  return {
    async authorizationUrl(checks, redirectUri) {
      return oidc.buildAuthorizationUrl(await config(), {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      });
    },
    async profile(callbackUrl, checks) {
      const cfg = await config();
      const tokens = await oidc.authorizationCodeGrant(cfg, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims();
      if (!idClaims) throw new Error('no ID token');
      let claims: Record<string, unknown> = { ...idClaims };
      // Many providers put e-mail and names in the userinfo reply only.
      if (!text(claims.email) || !(claims.given_name || claims.family_name || claims.name)) {
        claims = { ...(await oidc.fetchUserInfo(cfg, tokens.access_token, idClaims.sub)), ...claims };
      }
      return {
        subject: idClaims.sub,
        email: text(claims.email).toLowerCase(),
        emailVerified: claims.email_verified === true,
        ...names(claims),
      };
    },
  };
}

/** Facebook: OAuth 2 with PKCE and the Graph API's `/me` (its web login has no ID token). */
function facebookProtocol(provider: ExternalProviderConfig): ExternalProtocol {
  const server: oidc.ServerMetadata = {
    issuer: 'https://www.facebook.com',
    authorization_endpoint: FACEBOOK_DIALOG,
    token_endpoint: `${FACEBOOK_GRAPH}/oauth/access_token`,
  };
  const cfg = new oidc.Configuration(server, provider.clientId, provider.clientSecret, oidc.ClientSecretPost(provider.clientSecret));
  return {
    async authorizationUrl(checks, redirectUri) {
      return oidc.buildAuthorizationUrl(cfg, {
        redirect_uri: redirectUri,
        scope: 'email public_profile',
        response_type: 'code',
        state: checks.state,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      });
    },
    async profile(callbackUrl, checks) {
      const tokens = await oidc.authorizationCodeGrant(cfg, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
      });
      const reply = await oidc.fetchProtectedResource(
        cfg,
        tokens.access_token,
        new URL(`${FACEBOOK_GRAPH}/me?fields=id,email,first_name,last_name,name`),
        'GET',
      );
      if (!reply.ok) throw new Error(`Graph /me answered ${reply.status}`);
      const me = (await reply.json()) as Record<string, unknown>;
      const email = text(me.email).toLowerCase();
      return { subject: text(me.id), email, emailVerified: email !== '', ...names(me) };
    },
  };
}

/** The protocol of a configured provider (OIDC discovery happens at the first sign-in and is kept). */
export const protocolFor = (provider: ExternalProviderConfig): ExternalProtocol =>
  provider.kind === 'facebook' ? facebookProtocol(provider) : oidcProtocol(provider);
