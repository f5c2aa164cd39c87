import { describe, expect, it } from 'vitest';
import { WIZARD_STEPS } from '../contracts/shared-application.js';
import { existingApplicationOf, onlineAppRoute, queryIdOf, wizardStepOf } from './application.js';
import { myApplicationRoute } from './applications.js';
import { ApiError } from './api-error.js';

describe('the wizard routes (member §2 /onlineApp and its children)', () => {
  it("builds '/onlineApp/<child>' with ?intake= or ?appId=", () => {
    expect(onlineAppRoute()).toBe('/onlineApp');
    expect(onlineAppRoute('C', { intake: 12 })).toBe('/onlineApp/coursedetail?intake=12');
    expect(onlineAppRoute('W', { appId: 7 })).toBe('/onlineApp/workexp?appId=7');
    expect(WIZARD_STEPS.map((step) => onlineAppRoute(step).slice('/onlineApp/'.length))).toEqual([
      'coursedetail',
      'contactDetail',
      'educationdet',
      'workexp',
      'passportdet',
      'questionnaire',
      'appsummary',
      'declaration',
    ]);
  });

  it('reads a step back from its child (any case) or code, and ids from the query', () => {
    for (const step of WIZARD_STEPS) expect(wizardStepOf(onlineAppRoute(step).split('/')[2])).toBe(step);
    expect(wizardStepOf('CONTACTDETAIL')).toBe('B');
    expect(wizardStepOf('ad')).toBe('AD');
    expect(wizardStepOf('nowhere')).toBeUndefined();
    expect(wizardStepOf(undefined)).toBeUndefined();
    expect(queryIdOf('?intake=12&appId=3', 'intake')).toBe(12);
    expect(queryIdOf('appId=3', 'appId')).toBe(3);
    expect(queryIdOf('?intake=0', 'intake')).toBeUndefined();
    expect(queryIdOf('?intake=x', 'intake')).toBeUndefined();
  });
});

describe('existingApplicationOf (issue 24)', () => {
  it("answers a 409's applicationId, else null", () => {
    const refusal = 'You have already applied for Nursing (intake 01-Feb-2027).';
    expect(existingApplicationOf(new ApiError(409, refusal, {}, undefined, { message: refusal, applicationId: 7 }))).toBe(7);
    expect(existingApplicationOf(new ApiError(409, refusal))).toBeNull();
    expect(existingApplicationOf(new ApiError(400, refusal, {}, undefined, { applicationId: 7 }))).toBeNull();
    expect(existingApplicationOf(new ApiError(409, refusal, {}, undefined, { applicationId: '7' }))).toBeNull();
    expect(existingApplicationOf(new Error(refusal))).toBeNull();
    expect(myApplicationRoute(7)).toBe('/apps/7');
  });
});
