import { describe, expect, it } from 'vitest';
import { courseListHref, courseListQuery, courseSearchQuery } from './courses.js';

describe('the course search in the list URL', () => {
  it('writes the filter and page as a query string and reads them back', () => {
    const filter = { search: 'graphic design', country_fk: 3, AwardG_fk: 4, majorFk: 0, intakeDate: '2026-07-01', IsCourseLocOrName: 'CN' as const, SortParm: 'L' as const };
    const query = courseSearchQuery(filter, { page: 3, pageSize: 20 });
    expect(query).toBe('search=graphic+design&country_fk=3&AwardG_fk=4&intakeDate=2026-07-01&by=CN&sort=L&page=3&size=20');
    expect(courseListQuery(`?${query}`)).toEqual({
      filter: { search: 'graphic design', country_fk: 3, AwardG_fk: 4, intakeDate: '2026-07-01', IsCourseLocOrName: 'CN', SortParm: 'L' },
      page: { page: 3, pageSize: 20 },
    });
    expect(courseListHref({ country_fk: 3, legal_fk: 12, keyWord: 'design' })).toBe('/findCourse/list?keyWord=design&country_fk=3&legal_fk=12');
    expect(courseListHref({ country_fk: 3 }, { page: 1, pageSize: 10 }, '/list')).toBe('/list?country_fk=3');
  });

  it('holds no search without a filter field, and drops what the contract would refuse', () => {
    expect(courseListQuery('')).toBeNull();
    expect(courseListQuery('?page=2&utm_source=mail')).toBeNull();
    expect(courseListQuery('country_fk=abc&state_fk=-1&intakeDate=soon')).toBeNull();
    expect(courseListQuery('country_fk=7&page=0&size=33&sort=X&by=ZZ&city_fk=9999999999')).toEqual({
      filter: { country_fk: 7 },
      page: { page: 1, pageSize: 10 },
    });
    expect(courseListQuery(`search=${'a'.repeat(300)}`)?.filter.search).toHaveLength(200);
  });
});
