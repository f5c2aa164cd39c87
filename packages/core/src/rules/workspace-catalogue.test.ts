import { describe, expect, it } from 'vitest';
import { checkCurrency, checkWholeNumber, validateCourse, validateIntake, type CourseValues, type IntakeValues } from './workspace-catalogue.js';

const course: CourseValues = {
  name: 'Bachelor of Nursing',
  courseCode: 'BN2026',
  majorId: 3,
  minorId: null,
  awardId: 12,
  campusIds: [1],
  durationMonths: '36',
  durationText: '3 years full time',
  studentType: 'International',
  interviewRequired: false,
  minReference: 0,
  description: '',
  structure: '',
};
const intake: IntakeValues = { locationId: 1, studyModeId: 1, startDate: '2027-02-22', seats: '2', annualFee: '39840', totalFee: '119520.50', currency: 'aud' };

describe('the catalogue rules (the importer\'s, shared with the workspace forms)', () => {
  it('accepts a complete course and intake', () => {
    expect(validateCourse(course)).toEqual({});
    expect(validateIntake(intake)).toEqual({});
    expect(checkCurrency('aud')).toEqual({ value: 'AUD' });
    expect(checkWholeNumber('seats', ' 7 ', 0, 10)).toEqual({ value: 7 });
  });

  it("answers a course's problems with the importer's messages", () => {
    expect(validateCourse({ ...course, name: ' ', majorId: '', awardId: 0, durationMonths: '3.5', minReference: 11, courseCode: 'x'.repeat(51) })).toEqual({
      name: 'name is required',
      majorId: 'major is required',
      awardId: 'award is required',
      durationMonths: 'duration_months must be a whole number from 1 to 240, got "3.5"',
      minReference: 'min_reference must be a whole number from 0 to 10, got "11"',
      courseCode: 'course_code is 51 characters long; at most 50 are allowed',
    });
    expect(validateCourse({ ...course, name: 'x'.repeat(301) }).name).toBe('name is 301 characters long; at most 300 are allowed');
  });

  it("answers an intake's problems with the importer's messages", () => {
    expect(validateIntake({ locationId: '', studyModeId: null, startDate: '2027-02-30', seats: '-1', annualFee: '39,840', totalFee: '$1', currency: 'AU' })).toEqual({
      locationId: 'campus is required',
      studyModeId: 'study_mode is required',
      startDate: 'start_date must be a date written yyyy-MM-dd, got "2027-02-30"',
      seats: 'seats must be a whole number from 0 to 100000, got "-1"',
      annualFee: 'annual_fee must be an amount like 32500 or 32500.50 (no currency sign or separators), got "39,840"',
      totalFee: 'total_fee must be an amount like 32500 or 32500.50 (no currency sign or separators), got "$1"',
      currency: 'currency must be a three-letter ISO 4217 code such as AUD, got "AU"',
    });
    expect(validateIntake({ ...intake, startDate: '' }).startDate).toBe('start_date is required');
  });

  it('keeps seats at or above the seats already taken (no seat count: no limit)', () => {
    expect(validateIntake({ ...intake, seats: 0 }, 1)).toEqual({ seats: 'Seats cannot be fewer than the 1 already taken by submitted applications.' });
    expect(validateIntake({ ...intake, seats: 1 }, 1)).toEqual({});
    expect(validateIntake({ ...intake, seats: '' }, 5)).toEqual({});
  });
});
