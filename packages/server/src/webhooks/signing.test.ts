import { describe, expect, it } from 'vitest';
import { newWebhookSecret, sign, verifySignature, webhookHeaders } from './signing.js';

describe('Standard Webhooks signatures', () => {
  it("signs the specification's example exactly (secret, id, timestamp, body → v1 signature)", () => {
    // The test vector of the Standard Webhooks reference libraries.
    expect(sign('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 'msg_p5jXN8AQM9LWM0D4loKWxJek', 1614265330, '{"test": 2432232314}')).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('lists one signature per secret, each verifying with its own secret only', () => {
    const [current, previous, other] = [newWebhookSecret(), newWebhookSecret(), newWebhookSecret()];
    expect(current).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const body = '{"type":"webhook.test"}';
    const headers = webhookHeaders([current, previous], 'msg_1', 1_772_442_000, body);
    expect(headers['webhook-id']).toBe('msg_1');
    expect(headers['webhook-timestamp']).toBe('1772442000');
    expect(headers['webhook-signature'].split(' ')).toHaveLength(2);
    const given = { id: 'msg_1', timestamp: '1772442000', signature: headers['webhook-signature'] };
    expect(verifySignature(current, given, body)).toBe(true);
    expect(verifySignature(previous, given, body)).toBe(true);
    expect(verifySignature(other, given, body)).toBe(false);
    expect(verifySignature(current, given, `${body} `)).toBe(false);
    expect(verifySignature(current, { ...given, timestamp: '1772442001' }, body)).toBe(false);
  });
});
