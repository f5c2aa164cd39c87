import { describe, expect, it } from 'vitest';
import {
  nextStep,
  previousStep,
  shortlistValueOf,
  validateCourseAddition,
  validateCourseSelection,
  wizardButtons,
  wizardSteps,
} from './application.js';

const courses = (...ids: number[]) => ids.map((intakeId) => ({ intakeId }));

describe('course selection (member §5)', () => {
  it('needs at least one course', () => {
    expect(validateCourseSelection([])).toBe('At least one course must be selected.');
  });
  it('refuses an intake twice', () => {
    expect(validateCourseSelection(courses(1, 2, 1))).toBe('This course already exist. please choose another');
    expect(validateCourseAddition(courses(1, 2), { intakeId: 2 })).toBe('This course already exist. please choose another');
  });
  it('allows five and refuses a sixth', () => {
    expect(validateCourseSelection(courses(1, 2, 3, 4, 5))).toBeNull();
    expect(validateCourseSelection(courses(1, 2, 3, 4, 5, 6))).toBe('You may add maximum five courses in application');
    expect(validateCourseAddition(courses(1, 2, 3, 4), { intakeId: 5 })).toBeNull();
    expect(validateCourseAddition(courses(1, 2, 3, 4, 5), { intakeId: 6 })).toBe('You may add maximum five courses in application');
  });
});

describe('the wizard (member §2, §4)', () => {
  it('shortlist value P for more than one course, else A', () => {
    expect(shortlistValueOf(1)).toBe('A');
    expect(shortlistValueOf(2)).toBe('P');
  });
  it('goes C, B, E, W, P, AD, AS, DC, skipping AD without a survey; Back reverses it', () => {
    expect(wizardSteps(true)).toEqual(['C', 'B', 'E', 'W', 'P', 'AD', 'AS', 'DC']);
    expect(nextStep('P', true)).toBe('AD');
    expect(nextStep('P', false)).toBe('AS');
    expect(previousStep('AS', false)).toBe('P');
    expect(previousStep('AS', true)).toBe('AD');
    expect(previousStep('C', true)).toBeNull();
    expect(nextStep('DC', true)).toBeNull();
  });
  it('shows the buttons of each step; Submit only with key SAS_PAP and an id', () => {
    const app = { key: 'SAS_PAP', applicationFk: 7 };
    expect(wizardButtons('C', app)).toEqual({ back: false, next: true, save: false, submit: false });
    expect(wizardButtons('B', app)).toEqual({ back: true, next: true, save: true, submit: false });
    expect(wizardButtons('E', app)).toEqual({ back: true, next: true, save: false, submit: false });
    expect(wizardButtons('AS', app)).toEqual({ back: true, next: true, save: false, submit: false });
    expect(wizardButtons('DC', app)).toEqual({ back: true, next: false, save: false, submit: true });
    expect(wizardButtons('DC', { key: '', applicationFk: 7 }).submit).toBe(false);
    expect(wizardButtons('DC', { key: 'SAS_PAP', applicationFk: 0 }).submit).toBe(false);
  });
});
