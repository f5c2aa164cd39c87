import { beforeEach, describe, expect, it } from 'vitest';
import { $session, $signedIn, deriveSession, needsRenewal, sessionFromToken, startSession } from './session.js';

const reply = {
  access_token: 'jwt',
  token_type: 'bearer' as const,
  expires_in: 1800,
  userName: 'ana@example.org',
  member: { clientId: 3, email: 'ana@example.org', firstName: 'Ana', surname: 'Silva' },
};

beforeEach(() => $session.set(null));

describe('$session', () => {
  it('starts from a token reply with its absolute expiry', () => {
    expect(sessionFromToken(reply, 1_000)).toEqual({
      token: 'jwt',
      expiresAt: 1_000 + 1_800_000,
      userName: 'ana@example.org',
      member: reply.member,
    });
    startSession(reply);
    expect($signedIn.get()).toBe(true);
  });

  it('is derived from stored data: an expired token ends the session', () => {
    $session.set(sessionFromToken(reply, 0));
    expect(deriveSession(1_799_999)).toBe(true);
    expect(deriveSession(1_800_000)).toBe(false);
    expect($session.get()).toBeNull();
  });

  it('asks for renewal within the last five minutes', () => {
    const session = sessionFromToken(reply, 0);
    expect(needsRenewal(session, 1_800_000 - 300_001)).toBe(false);
    expect(needsRenewal(session, 1_800_000 - 299_999)).toBe(true);
  });
});
