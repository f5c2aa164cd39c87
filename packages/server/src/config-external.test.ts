import { describe, expect, it } from 'vitest';
import { externalProvidersFrom } from './config-external.js';

describe('externalProvidersFrom', () => {
  it('offers no provider unless configured', () => {
    expect(externalProvidersFrom({})).toEqual([]);
  });

  it('reads Google, Facebook and the OIDC providers, in that order, with their names', () => {
    const providers = externalProvidersFrom({
      OIDC_PROVIDERS: 'acme, my-idp',
      OIDC_ACME_ISSUER: 'https://id.acme.example',
      OIDC_ACME_CLIENT_ID: 'a',
      OIDC_ACME_CLIENT_SECRET: 'as',
      OIDC_ACME_NAME: 'Acme ID',
      OIDC_MY_IDP_ISSUER: 'https://idp.example/realms/x',
      OIDC_MY_IDP_CLIENT_ID: 'm',
      OIDC_MY_IDP_CLIENT_SECRET: 'ms',
      FACEBOOK_CLIENT_ID: 'f',
      FACEBOOK_CLIENT_SECRET: 'fs',
      GOOGLE_CLIENT_ID: 'g',
      GOOGLE_CLIENT_SECRET: 'gs',
    });
    expect(providers.map(({ id, name, kind, issuer }) => ({ id, name, kind, issuer }))).toEqual([
      { id: 'google', name: 'Google', kind: 'oidc', issuer: 'https://accounts.google.com' },
      { id: 'facebook', name: 'Facebook', kind: 'facebook', issuer: '' },
      { id: 'acme', name: 'Acme ID', kind: 'oidc', issuer: 'https://id.acme.example' },
      { id: 'my-idp', name: 'my-idp', kind: 'oidc', issuer: 'https://idp.example/realms/x' },
    ]);
  });

  it('refuses half a configuration and bad ids or issuers', () => {
    expect(() => externalProvidersFrom({ GOOGLE_CLIENT_ID: 'g' })).toThrow('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must both be set');
    expect(() => externalProvidersFrom({ OIDC_PROVIDERS: 'Bad_Id!' })).toThrow('must be letters, digits and hyphens');
    expect(() => externalProvidersFrom({ OIDC_PROVIDERS: 'acme', OIDC_ACME_CLIENT_ID: 'a', OIDC_ACME_CLIENT_SECRET: 's' })).toThrow(
      "OIDC_ACME_ISSUER must be the provider's issuer URL",
    );
    expect(() => externalProvidersFrom({ OIDC_PROVIDERS: 'acme', OIDC_ACME_ISSUER: 'https://x.example' })).toThrow(
      'OIDC_ACME_CLIENT_ID and OIDC_ACME_CLIENT_SECRET must be set',
    );
  });
});
