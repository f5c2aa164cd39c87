import { describe, expect, it } from 'vitest';
import {
  addDestination,
  atLeastOneMessage,
  duplicateMessage,
  emptyStudyPreferences,
  preferDestination,
  removeDestination,
  settleDestinations,
  studyPreferenceEntry as entry,
  validateStudyPreferences,
  type StudyPreferenceValues,
} from './profile-study.js';

const complete = (): StudyPreferenceValues => ({
  destinations: [entry({ referenceFk: 14, preferred: true }), entry({ referenceFk: 233 })],
  studyAreas: [entry({ referenceFk: 3 })],
  majorMinors: [entry({ referenceFk: 31, majorFk: 3 })],
  studyLevels: [entry({ referenceFk: 7, awardGroupFk: 2 })],
});

describe('destination preference (member §4)', () => {
  it('makes the first destination added the preferred one, not the later ones', () => {
    const one = addDestination([], entry({ referenceFk: 14 }));
    const two = addDestination(one, entry({ referenceFk: 233, preferred: true }));
    expect(two.map((d) => d.preferred)).toEqual([true, false]);
  });

  it('keeps only one preferred destination', () => {
    const list = preferDestination(complete().destinations, 1);
    expect(list.map((d) => d.preferred)).toEqual([false, true]);
  });

  it('makes the one destination left the preferred one', () => {
    const left = removeDestination(complete().destinations, 0);
    expect(left).toEqual([entry({ referenceFk: 233, preferred: true })]);
  });

  it('leaves the choice to the member when more than one is left', () => {
    const three = [...complete().destinations, entry({ referenceFk: 39 })];
    expect(removeDestination(three, 0).map((d) => d.preferred)).toEqual([false, false]);
  });

  it('settles a lone destination as preferred and an old-style countryFk as the preferred one', () => {
    expect(settleDestinations([entry({ referenceFk: 14 })])[0]!.preferred).toBe(true);
    const list = [entry({ referenceFk: 14 }), entry({ referenceFk: 233 })];
    expect(settleDestinations(list, 233).map((d) => d.preferred)).toEqual([false, true]);
    expect(settleDestinations(list, 999).map((d) => d.preferred)).toEqual([true, false]);
  });
});

describe('validateStudyPreferences (member §5)', () => {
  it('accepts a complete new-style set', () => {
    expect(validateStudyPreferences(complete())).toEqual({});
  });

  it('answers every new-style message for an empty form', () => {
    expect(validateStudyPreferences(emptyStudyPreferences(), 'new')).toEqual({
      destinations: 'Atleast one study destination is required',
      studyLevels: 'Atleast one study level is required',
      majorMinors: 'Atleast one major-minor combination is required',
    });
  });

  it('needs exactly one preferred destination', () => {
    const none = { ...complete(), destinations: [entry({ referenceFk: 14 }), entry({ referenceFk: 233 })] };
    expect(validateStudyPreferences(none)).toEqual({ destinations: 'Please select preferred destination' });
    const both = { ...complete(), destinations: none.destinations.map((d) => ({ ...d, preferred: true })) };
    expect(validateStudyPreferences(both)).toEqual({ destinations: 'Only one destination can be the preferred destination.' });
  });

  it('answers the old-style messages with the missing category named', () => {
    expect(validateStudyPreferences(emptyStudyPreferences(), 'old')).toEqual({
      destinations: 'At least one destination must be chosen.',
      studyLevels: 'At least one award level must be chosen.',
      studyAreas: 'At least one study area must be chosen.',
    });
    expect(atLeastOneMessage('SA')).toBe('At least one study area must be chosen.');
    // the old style needs no major-minor and no preferred flag
    expect(validateStudyPreferences({ ...complete(), majorMinors: [], destinations: [entry({ referenceFk: 1 })] }, 'old')).toEqual({});
  });

  it('puts the three duplicate messages on the later entry', () => {
    const values = complete();
    values.destinations.push(entry({ referenceFk: 14 }));
    values.studyLevels.push(entry({ referenceFk: 7, awardGroupFk: 2 }));
    values.majorMinors.push(entry({ referenceFk: 31, majorFk: 3 }));
    values.studyAreas.push(entry({ referenceFk: 3 }));
    expect(validateStudyPreferences(values)).toEqual({
      'destinations.2.referenceFk': 'Study destination already exists.',
      'studyLevels.1.referenceFk': 'Study level already exists.',
      'majorMinors.1.referenceFk': 'Major-Minor Area combination already exists.',
      'studyAreas.1.referenceFk': 'Study area already exists.',
    });
  });

  it('lets one country be listed with different cities', () => {
    const values = complete();
    values.destinations.push(entry({ referenceFk: 14, cityFk: 500 }));
    expect(validateStudyPreferences(values)).toEqual({});
    expect(duplicateMessage(values, 'destinations', entry({ referenceFk: 14, cityFk: 500 }))).toBe('Study destination already exists.');
    expect(duplicateMessage(values, 'destinations', entry({ referenceFk: 14, cityFk: 501 }))).toBeUndefined();
  });
});
