import { describe, expect, it } from 'vitest';
import { isLoopbackHost, validateWebhookEndpoint, WEBHOOK_EVENTS } from './workspace-webhooks.js';

const events = ['application.submitted'];

describe('the webhook endpoint form', () => {
  it('asks for an https URL and at least one known event, with the messages the server also answers', () => {
    expect(validateWebhookEndpoint({ url: ' https://crm.example.org/hooks ', events })).toEqual({});
    expect(validateWebhookEndpoint({ url: '', events: [] })).toEqual({ url: 'Please enter the endpoint’s URL.', events: 'Please choose at least one event.' });
    expect(validateWebhookEndpoint({ url: 'crm.example.org/hooks', events })).toEqual({ url: 'Please enter a valid URL, such as https://crm.example.org/hooks/studyatlas.' });
    expect(validateWebhookEndpoint({ url: 'ftp://crm.example.org/', events })).toEqual({ url: 'Please enter a valid URL, such as https://crm.example.org/hooks/studyatlas.' });
    expect(validateWebhookEndpoint({ url: `https://crm.example.org/${'a'.repeat(2000)}`, events })).toEqual({ url: 'A URL has at most 2000 characters.' });
    expect(validateWebhookEndpoint({ url: 'https://me:pw@crm.example.org/', events })).toEqual({ url: 'Leave the user name and password out of the URL.' });
    expect(validateWebhookEndpoint({ url: 'https://crm.example.org/', events: ['application.deleted'] })).toEqual({ events: 'Please choose at least one event.' });
    expect(validateWebhookEndpoint({ url: 'https://crm.example.org/', events: [...WEBHOOK_EVENTS] })).toEqual({});
  });

  it('takes http only to this machine, and only where allowed', () => {
    expect(validateWebhookEndpoint({ url: 'http://crm.example.org/', events })).toEqual({ url: 'The endpoint must use https://.' });
    expect(validateWebhookEndpoint({ url: 'http://localhost:4000/hooks', events })).toEqual({});
    expect(validateWebhookEndpoint({ url: 'http://localhost:4000/hooks', events }, { allowLoopbackHttp: false })).toEqual({ url: 'The endpoint must use https://.' });
    expect(['localhost', 'api.localhost', '127.0.0.1', '127.1.2.3', '[::1]', 'LOCALHOST'].map(isLoopbackHost)).toEqual([true, true, true, true, true, true]);
    expect(['example.org', '10.0.0.1', 'localhost.example.org', '128.0.0.1'].map(isLoopbackHost)).toEqual([false, false, false, false]);
  });
});
