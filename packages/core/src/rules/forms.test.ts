import { describe, expect, it } from 'vitest';
import { chooseCategoryLevel, deepestCategory, FORM_CATEGORY_FIELDS, formFilterId, validateFormFilter } from './forms.js';

describe('form filter rules', () => {
  it('needs the institution country and the institution, with the specification’s words', () => {
    expect(validateFormFilter({})).toEqual({
      country_fk: 'Institution Country is required',
      legal_fk: 'Institution Name is required',
    });
    expect(validateFormFilter({ country_fk: '14', legal_fk: '' })).toEqual({ legal_fk: 'Institution Name is required' });
    expect(validateFormFilter({ country_fk: 0, legal_fk: 3 })).toEqual({ country_fk: 'Institution Country is required' });
    expect(validateFormFilter({ country_fk: 14, legal_fk: '3' })).toEqual({});
  });

  it('reads ids as forms and old clients send them', () => {
    expect([formFilterId('7'), formFilterId(7), formFilterId(''), formFilterId(null), formFilterId('0'), formFilterId('x'), formFilterId(-2)]).toEqual([
      7,
      7,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('has a category and seven sub-categories', () => {
    expect(FORM_CATEGORY_FIELDS).toHaveLength(8);
    expect(FORM_CATEGORY_FIELDS[7]).toBe('subCategory7_fk');
  });

  it('searches the deepest chosen level, stopping at the first gap', () => {
    expect(deepestCategory({})).toBeNull();
    expect(deepestCategory({ category_fk: '3', subCategory1_fk: '8', subCategory2_fk: '' })).toBe(8);
    expect(deepestCategory({ category_fk: '3', subCategory1_fk: '', subCategory2_fk: '12' })).toBe(3);
    expect(deepestCategory({ category_fk: 1, subCategory1_fk: 2, subCategory2_fk: 3, subCategory3_fk: 4, subCategory4_fk: 5, subCategory5_fk: 6, subCategory6_fk: 7, subCategory7_fk: 9 })).toBe(9);
  });

  it('changing a level resets the deeper ones and keeps the others', () => {
    const filter = { country_fk: '1', legal_fk: '2', category_fk: '3', subCategory1_fk: '4', subCategory2_fk: '5', subCategory3_fk: '6' };
    expect(chooseCategoryLevel(filter, 'subCategory1_fk', '9')).toEqual({
      country_fk: '1',
      legal_fk: '2',
      category_fk: '3',
      subCategory1_fk: '9',
      subCategory2_fk: '',
      subCategory3_fk: '',
      subCategory4_fk: '',
      subCategory5_fk: '',
      subCategory6_fk: '',
      subCategory7_fk: '',
    });
  });
});
