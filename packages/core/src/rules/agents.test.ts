import { describe, expect, it } from 'vitest';
import { agentMessages } from '../messages.js';
import { isRefinedAgentSearch, snapAgentDistance, validateAgentSearch } from './agents.js';

describe('agent search rules (discovery §5)', () => {
  it('the search needs a country: "Country is required"', () => {
    expect(validateAgentSearch({ countryFk: null, keyword: 'koala', refined: false })).toEqual({ country_fk: 'Country is required' });
    expect(validateAgentSearch({ countryFk: 0, keyword: '', refined: false })).toEqual({ country_fk: agentMessages.agentCountryRequired });
    expect(validateAgentSearch({ countryFk: 14, keyword: '', refined: false })).toEqual({});
  });

  it('the refined search needs a country or a keyword', () => {
    expect(validateAgentSearch({ countryFk: null, keyword: '  ', refined: true })).toEqual({ country_fk: agentMessages.agentCountryOrKeywordRequired });
    expect(validateAgentSearch({ countryFk: null, keyword: 'koala', refined: true })).toEqual({});
    expect(validateAgentSearch({ countryFk: 14, keyword: '', refined: true })).toEqual({});
  });

  it('reads showMore as old clients send it', () => {
    for (const yes of [true, 'true', 'TRUE', 1, '1', 'Y']) expect(isRefinedAgentSearch(yes)).toBe(true);
    for (const no of [false, 'false', 0, '0', null, undefined, '', 'maybe']) expect(isRefinedAgentSearch(no)).toBe(false);
  });

  it('snaps a distance to the slider: 0–100 km in steps of 10', () => {
    expect(snapAgentDistance(44)).toBe(40);
    expect(snapAgentDistance(45)).toBe(50);
    expect(snapAgentDistance(-5)).toBe(0);
    expect(snapAgentDistance(250)).toBe(100);
    expect(snapAgentDistance(Number.NaN)).toBe(50);
  });
});
