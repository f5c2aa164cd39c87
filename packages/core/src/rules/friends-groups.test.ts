import { describe, expect, it } from 'vitest';
import { validateGroup, visibleSuggestions } from './friends-groups.js';

describe('friend group rules', () => {
  it('needs a name of at most 50 characters and a member, with the specification messages', () => {
    expect(validateGroup({ name: '', memberIds: [] })).toEqual({ name: 'Group name is required', memberIds: 'Please add member to group.' });
    expect(validateGroup({ name: 'x'.repeat(51), memberIds: [4] })).toEqual({ name: 'Group name not more than 50 characters' });
    expect(validateGroup({ name: 'x'.repeat(50), memberIds: [4] })).toEqual({});
  });

  it('shows at most 4 suggestions when there are more than 5', () => {
    const six = [1, 2, 3, 4, 5, 6];
    expect(visibleSuggestions(six, false)).toEqual([1, 2, 3, 4]);
    expect(visibleSuggestions(six, true)).toEqual(six);
    expect(visibleSuggestions(six.slice(0, 5), false)).toHaveLength(5);
  });
});
