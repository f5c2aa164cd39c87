import { describe, expect, it } from 'vitest';
import { addressAllowed, checkWebhookEndpoint } from './url-policy.js';

const production = { allowLoopback: false, allowPrivate: false };
const development = { allowLoopback: true, allowPrivate: true };
const events = ['application.submitted'];

describe('where webhooks may go', () => {
  it('refuses private, loopback, link-local and unspecified addresses in production; public ones pass', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '::1', 'fd00::1', 'fe80::1', '::ffff:10.0.0.1', '0.0.0.0', '::']) {
      expect(addressAllowed(address, production), address).toBe(false);
    }
    for (const address of ['203.0.113.10', '8.8.8.8', '2001:4860:4860::8888', '::ffff:8.8.8.8']) expect(addressAllowed(address, production), address).toBe(true);
    expect(addressAllowed('127.0.0.1', development)).toBe(true);
    expect(addressAllowed('10.1.2.3', { allowLoopback: false, allowPrivate: true })).toBe(true);
    expect(addressAllowed('0.0.0.0', development)).toBe(false);
  });

  it('checks an endpoint: https, no credentials, http to this machine only where allowed, no private address', async () => {
    expect(await checkWebhookEndpoint({ url: 'https://203.0.113.10/hooks', events }, production)).toEqual({});
    expect(await checkWebhookEndpoint({ url: 'http://203.0.113.10/hooks', events }, production)).toEqual({ url: 'The endpoint must use https://.' });
    expect(await checkWebhookEndpoint({ url: 'http://127.0.0.1:9/hooks', events }, production)).toEqual({ url: 'The endpoint must use https://.' });
    expect(await checkWebhookEndpoint({ url: 'https://127.0.0.1/hooks', events }, production)).toEqual({
      url: 'This server does not send webhooks to private, loopback or link-local addresses.',
    });
    expect(await checkWebhookEndpoint({ url: 'https://10.0.0.8/hooks', events }, production)).toEqual({
      url: 'This server does not send webhooks to private, loopback or link-local addresses.',
    });
    expect(await checkWebhookEndpoint({ url: 'http://127.0.0.1:9/hooks', events }, development)).toEqual({});
    expect(await checkWebhookEndpoint({ url: 'https://user:pw@203.0.113.10/', events }, production)).toEqual({ url: 'Leave the user name and password out of the URL.' });
    expect(await checkWebhookEndpoint({ url: 'ftp://203.0.113.10/', events: [] }, production)).toEqual({
      url: 'Please enter a valid URL, such as https://crm.example.org/hooks/studyatlas.',
      events: 'Please choose at least one event.',
    });
    expect(await checkWebhookEndpoint({ url: 'https://203.0.113.10/', events: ['application.deleted'] }, production)).toEqual({ events: 'Please choose at least one event.' });
  });
});
