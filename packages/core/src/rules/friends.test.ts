import { describe, expect, it } from 'vitest';
import { FriendFilter } from '../contracts/friends.js';
import { defaultFriendNote, FRIEND_YEARS, validateFriendMessage, validateFriendRequest, validateFriendYears } from './friends.js';

describe('friend rules', () => {
  it('offers the Year list 1990 to 2017', () => {
    expect(FRIEND_YEARS[0]).toBe(1990);
    expect(FRIEND_YEARS.at(-1)).toBe(2017);
    expect(FRIEND_YEARS).toHaveLength(28);
  });

  it('needs a comment on a friend request, defaulting to the specification note', () => {
    expect(defaultFriendNote()).toBe('Please add me to your friend list');
    expect(validateFriendRequest({ NoteText: '' })).toEqual({ NoteText: 'Please add comment.' });
    expect(validateFriendRequest({ NoteText: '   ' })).toEqual({ NoteText: 'Please add comment.' });
    expect(validateFriendRequest({ NoteText: defaultFriendNote() })).toEqual({});
    expect(validateFriendRequest({ NoteText: 'x'.repeat(1001) }).NoteText).toBe('The comment must be at most 1000 characters');
  });

  it('needs a topic and a message on a friend message', () => {
    expect(validateFriendMessage({ Subject: '', NoteText: '' })).toEqual({ Subject: 'Topic is required', NoteText: 'Message is required' });
    expect(validateFriendMessage({ Subject: 'Hi', NoteText: ' ' })).toEqual({ NoteText: 'Message is required' });
    expect(validateFriendMessage({ Subject: 'Hi', NoteText: 'Hello' })).toEqual({});
  });

  it('accepts years of the list (or any) in order', () => {
    expect(validateFriendYears({ FromYear: 0, ToYear: 0 })).toEqual({});
    expect(validateFriendYears({ FromYear: 1990, ToYear: 2017 })).toEqual({});
    expect(validateFriendYears({ FromYear: 1989, ToYear: 0 })).toEqual({ FromYear: 'Year must be between 1990 and 2017' });
    expect(validateFriendYears({ FromYear: 0, ToYear: 2018 })).toEqual({ ToYear: 'Year must be between 1990 and 2017' });
    expect(validateFriendYears({ FromYear: 2010, ToYear: 2005 })).toEqual({ ToYear: 'From year must not be after To year' });
  });

  it('reads the friend filter as old clients send it, with the defaults rowFrom 0 and rowTo 100', () => {
    const parsed = FriendFilter.parse({ HmtwnCntry: '101', CurrCity: null, currentStudy: 'true', isHomeTown: 0, rndm: 0.3 });
    expect(parsed).toMatchObject({ HmtwnCntry: 101, CurrCity: null, currentStudy: true, isHomeTown: false, rowFrom: 0, rowTo: 100, IsFriendLocOrName: 'FN', FromYear: 0 });
    expect(FriendFilter.safeParse({ HmtwnCntry: 'abc' }).success).toBe(false);
    expect(FriendFilter.safeParse({ rowFrom: -1 }).success).toBe(false);
    expect(FriendFilter.safeParse({ IsFriendLocOrName: 'XX' }).success).toBe(false);
  });
});
