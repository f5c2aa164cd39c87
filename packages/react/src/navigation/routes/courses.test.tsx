import { describe, expect, it } from 'vitest';
import { COURSE_DETAIL_ROUTE, courseDetailRoute, courseRoute } from './courses.js';

describe('course routes', () => {
  it('builds the detail route of a course at a campus and intake', () => {
    expect(COURSE_DETAIL_ROUTE).toBe('/coudetail');
    expect(courseDetailRoute(101, 7, 3)).toBe('/coudetail/101/7/3');
  });

  it("parses '/' as the search and /findCourse (with any children) as the list", () => {
    expect(courseRoute('/')).toEqual({ screen: 'search' });
    expect(courseRoute('')).toEqual({ screen: 'search' });
    expect(courseRoute('/?q=1')).toEqual({ screen: 'search' });
    expect(courseRoute('/findCourse')).toEqual({ screen: 'list' });
    expect(courseRoute('/findCourse/list/2?bar=1')).toEqual({ screen: 'list' });
    expect(courseRoute('/findcourse')).toEqual({ screen: 'elsewhere' });
  });

  it('parses a detail: its three ids, missing or bad campus and intake ids as 0, a bad course id elsewhere', () => {
    expect(courseRoute(courseDetailRoute(101, 7, 3))).toEqual({ screen: 'detail', courseId: 101, campusId: 7, intakeId: 3 });
    expect(courseRoute('/coudetail/101')).toEqual({ screen: 'detail', courseId: 101, campusId: 0, intakeId: 0 });
    expect(courseRoute('/coudetail/101/x/3#top')).toEqual({ screen: 'detail', courseId: 101, campusId: 0, intakeId: 3 });
    expect(courseRoute('/coudetail/0/1/2')).toEqual({ screen: 'elsewhere' });
    expect(courseRoute('/coudetail/abc/1/2')).toEqual({ screen: 'elsewhere' });
    expect(courseRoute('/coudetail/1234567890/1/2')).toEqual({ screen: 'elsewhere' });
    expect(courseRoute('/coudetail')).toEqual({ screen: 'elsewhere' });
    expect(courseRoute('/instdetail/1')).toEqual({ screen: 'elsewhere' });
  });
});
