import { describe, expect, it } from 'vitest';
import { institutionMessages } from '../messages.js';
import { mapTierForZoom, MAP_ZOOM_LEVELS, nameMatches, searchKeyOf, validateConnectMe, validateConnectPublic, validateInstituteSearch } from './institutions.js';
import { CITY_NAME_MAX, INSTITUTION_NAME_MAX } from './shared-catalogue-names.js';

describe('searchKeyOf / nameMatches', () => {
  it('ignores case, diacritics, apostrophes and punctuation', () => {
    expect(searchKeyOf('Université  de Montréal')).toBe('universite de montreal');
    expect(searchKeyOf("King's College, London")).toBe('kings college london');
    expect(searchKeyOf('ÅLBORG Ø-Universitet')).toBe('alborg ø universitet');
  });

  it('matches substrings and word prefixes; an empty key matches everything', () => {
    expect(nameMatches('Université de Montréal', 'MONTR')).toBe(true);
    expect(nameMatches('Université de Montréal', 'université de')).toBe(true);
    expect(nameMatches("King's College London", 'kings')).toBe(true);
    expect(nameMatches('Bondi Academy', 'harbour')).toBe(false);
    expect(nameMatches('Bondi Academy', '  ')).toBe(true);
  });
});

describe('validateInstituteSearch', () => {
  it('takes a name up to INSTITUTION_NAME_MAX and a city up to CITY_NAME_MAX characters (spaces around not counted)', () => {
    expect(INSTITUTION_NAME_MAX).toBe(300);
    expect(validateInstituteSearch({ searchKey: ` ${'a'.repeat(INSTITUTION_NAME_MAX)} `, CityName: 'b'.repeat(CITY_NAME_MAX) })).toEqual({});
    expect(validateInstituteSearch({ searchKey: null, CityName: null })).toEqual({});
    expect(validateInstituteSearch({ searchKey: 'a'.repeat(INSTITUTION_NAME_MAX + 1), CityName: 'b'.repeat(CITY_NAME_MAX + 1) })).toEqual({
      searchKey: 'Institution name must be at most 300 characters',
      CityName: 'City name must be at most 100 characters',
    });
  });
});

describe('map zoom levels', () => {
  it('are the specified ranges: 3; 5–7; 6–9; 8–11', () => {
    expect(MAP_ZOOM_LEVELS.ICON1).toMatchObject({ min: 3, max: 3 });
    expect(MAP_ZOOM_LEVELS.ICON2).toMatchObject({ min: 5, max: 7 });
    expect(MAP_ZOOM_LEVELS.ICON3).toMatchObject({ min: 6, max: 9 });
    expect(MAP_ZOOM_LEVELS.ICON4).toMatchObject({ min: 8, max: 11 });
  });

  it('picks the finest tier whose range holds the zoom', () => {
    expect([1, 3, 4, 5, 6, 7, 8, 9, 11, 15].map(mapTierForZoom)).toEqual([
      'ICON1', 'ICON1', 'ICON1', 'ICON2', 'ICON3', 'ICON3', 'ICON4', 'ICON4', 'ICON4', 'ICON4',
    ]);
  });
});

describe('validateConnectMe', () => {
  it('needs a campus, a subject and a message', () => {
    expect(validateConnectMe({ locationFk: 0, subject: ' ', noteText: '' })).toEqual({
      locationFk: institutionMessages.connectCampusRequired,
      subject: institutionMessages.connectSubjectRequired,
      noteText: institutionMessages.connectNoteRequired,
    });
    expect(validateConnectMe({ locationFk: 3, subject: 'Intakes', noteText: 'When?' })).toEqual({});
  });

  it('limits the lengths', () => {
    expect(validateConnectMe({ locationFk: 3, subject: 'x'.repeat(201), noteText: 'y'.repeat(4001) })).toEqual({
      subject: institutionMessages.connectSubjectTooLong,
      noteText: institutionMessages.connectNoteTooLong,
    });
  });

  it('asks an anonymous sender for a name and a valid e-mail', () => {
    const base = { locationFk: 3, subject: 'Intakes', noteText: 'When?' };
    expect(validateConnectPublic({ ...base, name: '', email: '' })).toEqual({
      name: institutionMessages.connectNameRequired,
      email: institutionMessages.connectEmailRequired,
    });
    expect(validateConnectPublic({ ...base, name: 'Ana', email: 'ana@' })).toEqual({ email: institutionMessages.connectInvalidEmail });
  });

  it('takes an optional phone of digits only', () => {
    const base = { locationFk: 3, subject: 'Intakes', noteText: 'When?', name: 'Ana', email: 'ana@example.org' };
    expect(validateConnectPublic(base)).toEqual({});
    expect(validateConnectPublic({ ...base, phone: ' ' })).toEqual({});
    expect(validateConnectPublic({ ...base, phone: '0412345678' })).toEqual({});
    expect(validateConnectPublic({ ...base, phone: '0400 000 000' })).toEqual({});
    expect(validateConnectPublic({ ...base, phone: '+61 412' })).toEqual({ phone: institutionMessages.connectInvalidPhone });
    expect(institutionMessages.connectInvalidPhone).toBe('Invalid number');
  });
});
