import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages, httpMessages } from '@studyatlas/core';
import { testDialects } from '../testing/databases.js';
import { createTestApp, json, verificationFromMail, type TestApp } from '../testing/app.js';
import type { OutboxMail } from './queries.js';

describe.each(await testDialects())('dev mailbox on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
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

  it('does not exist in production', async () => {
    const production = await createTestApp(dialect, { production: true });
    try {
      for (const url of ['/dev/mailbox', '/dev/mailbox.json']) {
        const response = await production.app.inject({ url });
        expect(response.statusCode).toBe(404);
        expect(json(response)).toEqual({ message: httpMessages.notFound });
      }
    } finally {
      await production.close();
    }
  });
});
