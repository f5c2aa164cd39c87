import { describe, expect, it } from 'vitest';
import { applyConditionOf } from './apply-condition.js';

describe('CourseApplyCondition from the profile rule', () => {
  it('is complete when nothing is missing', () => {
    expect(applyConditionOf([])).toEqual({ isBasicDetUpdate: true, isContactDetail: true });
  });
  it('splits the missing paths into contact details and the rest', () => {
    expect(applyConditionOf(['contact.current.address'])).toEqual({ isBasicDetUpdate: true, isContactDetail: false });
    expect(applyConditionOf(['basic.title', 'family.homeCityFk'])).toEqual({ isBasicDetUpdate: false, isContactDetail: true });
    expect(applyConditionOf(['basic.title', 'contact.mobile'])).toEqual({ isBasicDetUpdate: false, isContactDetail: false });
  });
});
