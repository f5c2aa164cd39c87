import { courseFilterData, institutionCampuses, normaliseSearchText, searchCourses, type CourseFilterData, type CourseRow } from '@studyatlas/core';

/** A search of the seeded catalogue that the new course filter accepts, read through the API. */
export interface TestCourseSearch {
  data: CourseFilterData;
  /** At least 3 letters found in course names or study areas. */
  text: string;
  country: { id: number; name: string };
  group: { id: number; name: string };
  total: number;
  firstRow: CourseRow;
}

/** An institution of the catalogue with its courses (the old filter: country only). */
export interface TestInstitution {
  legalFk: number;
  name: string;
  total: number;
}

const rows = (filter: Parameters<typeof searchCourses>[0]) => searchCourses(filter, { quiet: true });

let broad: Promise<TestCourseSearch> | null = null;

/**
 * A text + country + level group search with more than 20 results (so it pages), found by trying
 * the study areas of each country's courses (the catalogue is generated, so nothing is hard-coded).
 */
async function findBroadSearch(): Promise<TestCourseSearch> {
  const data = await courseFilterData();
  for (const country of data.countries) {
    const sample = await rows({ country_fk: country.id, currentPage: 1, from: 0, to: 100 });
    const tried = new Set<string>();
    for (const row of sample.rows) {
      const group = data.awardGroups.find((candidate) => candidate.name === row.awardGroup);
      const word = normaliseSearchText(row.studyArea).split(' ').find((part) => part.length >= 4);
      if (!group || !word || tried.has(`${word}:${group.id}`)) continue;
      tried.add(`${word}:${group.id}`);
      const text = word.slice(0, 4);
      const found = await rows({ search: text, country_fk: country.id, AwardG_fk: group.id, currentPage: 1, from: 0, to: 10 });
      if (found.total > 20) return { data, text, country, group, total: found.total, firstRow: found.rows[0]! };
    }
  }
  throw new Error('the test catalogue has no course search with more than 20 results');
}

/** The broad search of the catalogue (found once per test file). */
export const broadCourseSearch = (): Promise<TestCourseSearch> => (broad ??= findBroadSearch());

/** An institution whose campuses are all in one country, with more than one course row. */
export async function institutionWithCourses(): Promise<TestInstitution & { country: { id: number; name: string } }> {
  const data = await courseFilterData();
  const seen = new Set<number>();
  for (const country of data.countries) {
    const sample = await rows({ country_fk: country.id, currentPage: 1, from: 0, to: 100 });
    for (const row of sample.rows) {
      if (seen.has(row.legalFk)) continue;
      seen.add(row.legalFk);
      const countries = new Set((await institutionCampuses(row.legalFk, { quiet: true })).map((campus) => campus.countryId));
      if (countries.size !== 1 || !countries.has(country.id)) continue;
      const here = await rows({ legal_fk: row.legalFk, country_fk: country.id, currentPage: 1, from: 0, to: 1 });
      if (here.total > 1) return { legalFk: row.legalFk, name: row.institutionName, total: here.total, country };
    }
  }
  throw new Error('the test catalogue has no institution with courses in one country');
}
