import { describe, expect, it } from 'vitest';
import { validateReferFriend } from './referral.js';

describe('validateReferFriend', () => {
  it('needs a name and an e-mail address (member §5 wording)', () => {
    expect(validateReferFriend({ name: ' ', email: '' })).toEqual({ name: 'Name is required', email: 'Email is required' });
  });

  it('answers InValid Email to an address without the basic pattern', () => {
    for (const email of ['friend', 'friend@', 'friend@example', 'a b@example.org', '@example.org']) {
      expect(validateReferFriend({ name: 'Lee', email }), email).toEqual({ email: 'InValid Email' });
    }
    expect(validateReferFriend({ name: 'Lee', email: ' lee@example.org ' })).toEqual({});
  });

  it('limits the name to 100 characters', () => {
    expect(validateReferFriend({ name: 'L'.repeat(101), email: 'lee@example.org' })).toEqual({ name: 'Name must be at most 100 characters' });
  });
});
