import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages, httpMessages } from '@studyatlas/core';
import { testDialects } from '../testing/databases.js';
import { createTestApp, json, signedInMember, temporaryPasswordFromMail, verificationFromMail, type TestApp } from '../testing/app.js';
import type { OutboxMail } from './queries.js';

const MAILBOX_URLS = ['/dev/mailbox', '/dev/mailbox.json'];
/** An address of another machine (TEST-NET-3). */
const STRANGER = '203.0.113.7';

describe.each(await testDialects())('dev mailbox on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { devMailbox: true });
    for (const email of ['first@example.org', 'second@example.org']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/signup',
        payload: { firstName: 'Zoë <b>', surname: 'S', email, password: 'secret12', confirmPassword: 'secret12' },
      });
      expect(response.statusCode).toBe(201);
      t.clock.advance(1000);
    }
  });
  afterAll(async () => t?.close());

  it('lists the outbox as JSON, newest first', async () => {
    const response = await t.app.inject({ url: '/dev/mailbox.json' });
    expect(response.statusCode).toBe(200);
    const mails = json<OutboxMail[]>(response);
    expect(mails.map((m) => m.to)).toEqual(['second@example.org', 'first@example.org']);
    expect(mails[0]).toEqual({
      id: expect.any(Number),
      to: 'second@example.org',
      subject: mailMessages.mailVerifySubject,
      text: expect.stringContaining('/verifyAcc/'),
      html: expect.stringContaining('<a href="http://portal.test/verifyAcc/'),
      createdAt: '2026-03-02T09:00:01.000Z',
    });
  });

  it('shows the mails as a page with clickable links and escaped content', async () => {
    const response = await t.app.inject({ url: '/dev/mailbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const { link } = verificationFromMail(await t.latestMail('second@example.org'));
    expect(response.body).toContain(`<a href="${link}">${link}</a>`);
    expect(response.body).toContain(mailMessages.mailVerifySubject);
    expect(response.body).toContain('second@example.org');
    expect(response.body).toContain('Hello Zoë &lt;b&gt;,');
    expect(response.body.indexOf('second@example.org')).toBeLessThan(response.body.indexOf('first@example.org'));
    expect(response.body).not.toMatch(/<script|<link /);
  });

  it('answers loopback clients: 127.0.0.0/8, ::1 and IPv4-mapped loopback', async () => {
    for (const remoteAddress of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      for (const url of MAILBOX_URLS) {
        expect((await t.app.inject({ url, remoteAddress })).statusCode, `${remoteAddress} ${url}`).toBe(200);
      }
    }
  });

  it('answers another machine as if it did not exist, whatever X-Forwarded-For says', async () => {
    for (const remoteAddress of [STRANGER, '10.0.0.2', '::ffff:192.168.1.4', '2001:db8::1']) {
      for (const url of MAILBOX_URLS) {
        const response = await t.app.inject({ url, remoteAddress, headers: { 'x-forwarded-for': '127.0.0.1' } });
        expect(response.statusCode, `${remoteAddress} ${url}`).toBe(404);
        expect(json(response)).toEqual({ message: httpMessages.notFound });
      }
    }
  });

  it('carries no CORS header, even to a page of another origin', async () => {
    for (const url of MAILBOX_URLS) {
      const response = await t.app.inject({ url, headers: { origin: 'https://evil.example' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    }
    // The API keeps its CORS header (widgets on partner pages call it).
    const api = await t.app.inject({ url: '/api/docs/openapi.json', headers: { origin: 'https://evil.example' } });
    expect(api.headers['access-control-allow-origin']).toBe('*');
  });

  it('gives another machine no way to read a temporary password (ResetPassword, then the mailbox)', async () => {
    const victim = await signedInMember(t, { email: `victim.${dialect}@example.org` });
    const reset = await t.app.inject({ url: '/api/Account/ResetPassword', query: { email: victim.email }, remoteAddress: STRANGER });
    expect(reset.statusCode).toBe(200);
    const temporary = temporaryPasswordFromMail(await t.latestMail(victim.email));
    for (const url of MAILBOX_URLS) {
      const response = await t.app.inject({ url, remoteAddress: STRANGER, headers: { origin: 'https://evil.example' } });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(temporary);
      expect(response.body).not.toContain(victim.email);
    }
  });

  it('trusts X-Forwarded-For only behind a configured proxy', async () => {
    const proxied = await createTestApp(dialect, { devMailbox: true, trustProxy: true });
    try {
      const far = await proxied.app.inject({ url: '/dev/mailbox.json', headers: { 'x-forwarded-for': STRANGER } });
      expect(far.statusCode).toBe(404);
      const near = await proxied.app.inject({ url: '/dev/mailbox.json', remoteAddress: STRANGER, headers: { 'x-forwarded-for': '127.0.0.1' } });
      expect(near.statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it('is off unless asked for, and in production', async () => {
    for (const overrides of [{}, { production: true }, { production: true, devMailbox: true }]) {
      const off = await createTestApp(dialect, overrides);
      try {
        for (const url of MAILBOX_URLS) {
          const response = await off.app.inject({ url });
          expect(response.statusCode, `${JSON.stringify(overrides)} ${url}`).toBe(404);
          expect(json(response)).toEqual({ message: httpMessages.notFound });
        }
      } finally {
        await off.close();
      }
    }
  });
});
