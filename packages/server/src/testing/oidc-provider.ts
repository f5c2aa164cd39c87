import { createServer, type Server } from 'node:http';
import Provider from 'oidc-provider';
import { freePort } from './free-port.js';

/** A person the test provider knows: the login typed on its login page is their subject. */
export interface TestPerson {
  email?: string;
  emailVerified?: boolean;
  givenName?: string;
  familyName?: string;
}

export interface TestOidcProvider {
  /** http://127.0.0.1:PORT */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The server's environment for this provider: OIDC_PROVIDERS=<id> and OIDC_<ID>_*. */
  env(id: string, name: string): Record<string, string>;
  /** Adds or replaces a person (by login). Unknown logins are people with `<login>` as e-mail when it has an @. */
  person(login: string, person: TestPerson): void;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (`oidc-provider`, its development login and consent pages) on
 * 127.0.0.1 and a free port, with one confidential client whose redirect URIs are the given ones.
 * Any login and password are accepted on its login page; the login is the person's subject.
 */
export async function startTestOidcProvider(redirectUris: string[]): Promise<TestOidcProvider> {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'studyatlas-test';
  const clientSecret = 'a-test-client-secret-of-enough-length';
  const people = new Map<string, TestPerson>();
  const claimsOf = (login: string) => {
    const person = people.get(login) ?? { email: login.includes('@') ? login : undefined, emailVerified: true };
    return {
      sub: login,
      ...(person.email ? { email: person.email, email_verified: person.emailVerified ?? true } : {}),
      ...(person.givenName ? { given_name: person.givenName } : {}),
      ...(person.familyName ? { family_name: person.familyName } : {}),
      ...(person.givenName || person.familyName ? { name: [person.givenName, person.familyName].filter(Boolean).join(' ') } : {}),
    };
  };
  const provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: redirectUris, response_types: ['code'], grant_types: ['authorization_code'] }],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
    cookies: { keys: ['a-test-cookie-key-of-enough-length'] },
    pkce: { required: () => true },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 3600, IdToken: 600, Interaction: 600, Session: 3600 },
    findAccount: (_ctx: unknown, id: string) => ({ accountId: id, claims: () => claimsOf(id) }),
  });
  const server: Server = createServer(provider.callback());
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    issuer,
    clientId,
    clientSecret,
    env: (id, name) => {
      const prefix = `OIDC_${id.toUpperCase().replaceAll('-', '_')}`;
      return {
        OIDC_PROVIDERS: id,
        [`${prefix}_ISSUER`]: issuer,
        [`${prefix}_CLIENT_ID`]: clientId,
        [`${prefix}_CLIENT_SECRET`]: clientSecret,
        [`${prefix}_NAME`]: name,
      };
    },
    person: (login, person) => void people.set(login, person),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A tiny cookie jar for walking the provider's pages without a browser. */
class Jar {
  private readonly cookies = new Map<string, string>();
  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', ...value] = pair.split('=');
      this.cookies.set(name.trim(), value.join('='));
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * Goes through the provider's real login and consent pages over HTTP from its authorization URL,
 * as a browser would (following its redirects and posting its forms), and answers the URL the
 * provider finally redirects to outside itself: our callback with `code` and `state` (or `error`).
 */
export async function walkProviderLogin(authorizationUrl: string, login: string, { deny = false } = {}): Promise<URL> {
  const jar = new Jar();
  let url = new URL(authorizationUrl);
  const origin = url.origin;
  let method = 'GET';
  let body: URLSearchParams | undefined;
  for (let step = 0; step < 20; step++) {
    const response = await fetch(url, {
      method,
      body,
      redirect: 'manual',
      headers: { cookie: jar.header(), ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
    });
    jar.take(response);
    method = 'GET';
    body = undefined;
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url);
      if (url.origin !== origin) return url;
      continue;
    }
    const page = await response.text();
    if (deny) {
      // The person cancels on the provider's page (its "[ Cancel ]" link).
      const abort = /href="([^"]*\/abort)"/.exec(page)?.[1];
      if (!abort) throw new Error(`the provider's page has no cancel link: ${page.slice(0, 300)}`);
      url = new URL(abort, url);
      continue;
    }
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    if (!action) throw new Error(`the provider's page has no form (HTTP ${response.status}): ${page.slice(0, 300)}`);
    const prompt = /name="prompt" value="([^"]+)"/.exec(page)?.[1] ?? 'consent';
    url = new URL(action.replaceAll('&amp;', '&'), url);
    method = 'POST';
    body = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any-password' } : { prompt });
  }
  throw new Error('the provider never redirected back');
}
