import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { createTestApp, signedInMember, TEST_PUBLIC_URL, type TestApp, type TestMember } from '../testing/app.js';

const PARTNER = 'https://partner.example';
const STRANGER = 'https://stranger.example';

describe('CORS: public reads for any origin, member calls for the portal and listed partners (SQLite)', () => {
  let t: TestApp;
  let member: TestMember;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { partnerOrigins: [PARTNER] });
    member = await signedInMember(t);
  });
  afterAll(async () => t?.close());

  const allowOrigin = async (options: InjectOptions & { headers: Record<string, string> }) =>
    (await t.app.inject(options)).headers['access-control-allow-origin'];

  const preflight = (url: string, origin: string, method: string, requestHeaders?: string) =>
    allowOrigin({
      method: 'OPTIONS',
      url,
      headers: {
        origin,
        'access-control-request-method': method,
        ...(requestHeaders ? { 'access-control-request-headers': requestHeaders } : {}),
      },
    });

  it('answers anonymous reads of public and optional-auth calls to any origin', async () => {
    for (const origin of [STRANGER, PARTNER]) {
      expect(await allowOrigin({ url: '/api/InstitutePublic/InstFilterDataPublic', headers: { origin } })).toBe('*');
      expect(await allowOrigin({ url: '/api/ImagePublic/GetImagePublic?legalFk=1', headers: { origin } })).toBe('*');
      expect(await allowOrigin({ url: '/api/docs/openapi.json', headers: { origin } })).toBe('*');
      expect(await preflight('/api/InstitutePublic/InstFilterDataPublic', origin, 'GET', 'content-type')).toBe('*');
      // The discovery searches are POSTs that only read: open too, anonymous.
      expect(await preflight('/api/CoursesPublic/CoursesPublicSearchData', origin, 'POST', 'content-type')).toBe('*');
      expect(await preflight('/api/Courses/SearchData', origin, 'POST', 'content-type')).toBe('*');
      // The login forms' reads: the sign-in providers, the remembered login name (no cookie crosses origins).
      expect(await allowOrigin({ url: '/api/account/ExternalLogins', headers: { origin } })).toBe('*');
      expect(await allowOrigin({ url: '/api/session/login-name', headers: { origin } })).toBe('*');
    }
    // A widget on another origin may read the download's name and the request id of any reply.
    const reply = await t.app.inject({ url: '/api/InstitutePublic/InstFilterDataPublic', headers: { origin: STRANGER } });
    expect([reply.headers['access-control-expose-headers'], reply.headers['x-request-id']]).toEqual(['x-filename, x-request-id', expect.any(String)]);
  });

  it('answers member calls only to the portal and listed partners', async () => {
    const bearer = `Bearer ${member.token}`;
    for (const [origin, expected] of [
      [PARTNER, PARTNER],
      [TEST_PUBLIC_URL, TEST_PUBLIC_URL],
      [STRANGER, undefined],
    ] as const) {
      // A signed-in read, its preflight, a write (sign-in) and its preflight, an anonymous public write.
      expect(await allowOrigin({ url: '/api/Profile/UserProfileData', headers: { origin, authorization: bearer } }), origin).toBe(expected);
      expect(await preflight('/api/Profile/UserProfileData', origin, 'GET', 'authorization'), origin).toBe(expected);
      expect(await preflight('/authtoken', origin, 'POST', 'content-type'), origin).toBe(expected);
      expect(
        await allowOrigin({
          method: 'POST',
          url: '/authtoken',
          headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
          payload: `grant_type=password&username=${encodeURIComponent(member.email)}&password=${member.password}`,
        }),
        origin,
      ).toBe(expected);
      // Anonymous writes: a contact message, an enquiry, a password reset mail.
      expect(await preflight('/api/clientloggerpublic/PublicContactUS', origin, 'POST', 'content-type'), origin).toBe(expected);
      expect(await preflight('/api/InstitutePublic/connectPublic', origin, 'POST', 'content-type'), origin).toBe(expected);
      expect(await allowOrigin({ url: '/api/Account/ResetPassword?email=a%40example.org', headers: { origin } }), origin).toBe(expected);
      // A search with a member's token, and a public call read with one, are member calls.
      expect(await preflight('/api/Courses/SearchData', origin, 'POST', 'authorization,content-type'), origin).toBe(expected);
      expect(await allowOrigin({ url: '/api/InstitutePublic/InstFilterDataPublic', headers: { origin, authorization: bearer } }), origin).toBe(expected);
      // A required-auth call without a token (401) still answers only the listed origins.
      expect(await allowOrigin({ url: '/api/session', headers: { origin } }), origin).toBe(expected);
    }
  });

  it("still answers a refused origin's preflight (204) but without an allow-origin its browser would accept", async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/session/logout',
      headers: { origin: STRANGER, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(String(response.headers.vary)).toMatch(/origin/i);
  });
});
