import { describe, expect, it } from 'vitest';
import { friendLabels as t } from '@studyatlas/core';
import { placeOf, relationLabel, yearsOf } from './format.js';

describe('placeOf', () => {
  it("joins 'City, State, Country' of the parts known", () => {
    expect(placeOf({ city: 'London', state: 'Westminster', country: 'United Kingdom' })).toBe('London, Westminster, United Kingdom');
    expect(placeOf({ city: '', state: 'Bagmati', country: 'Nepal' })).toBe('Bagmati, Nepal');
    expect(placeOf({ city: 'Pune', state: '', country: '' })).toBe('Pune');
    expect(placeOf({ city: '', state: '', country: '' })).toBe('');
  });
});

describe('relationLabel', () => {
  it('tags a friend, a request sent and a request received; none has no tag', () => {
    expect(relationLabel('Linked', false)).toBe('Friend');
    expect(relationLabel('Linked', true)).toBe(t.stateLinked);
    expect(relationLabel('Sent', true)).toBe('Request sent');
    expect(relationLabel('Sent', false)).toBe('Wants to be your friend');
    expect(relationLabel('none', true)).toBeNull();
    expect(relationLabel('none', false)).toBeNull();
  });
});

describe('yearsOf', () => {
  it("gives 'from–to', 'since from', the end year alone, or '' without years", () => {
    expect(yearsOf(2014, 2017)).toBe('2014–2017');
    expect(yearsOf(2015, null)).toBe('since 2015');
    expect(yearsOf(null, 2017)).toBe('2017');
    expect(yearsOf(null, null)).toBe('');
    expect(yearsOf(2016, 2016)).toBe('2016–2016');
  });
});
