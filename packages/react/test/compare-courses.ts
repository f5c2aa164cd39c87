import { courseFilterData, searchCourses, type CompareEntry } from '@studyatlas/core';

/** A course intake of the test catalogue: what compare and favourites need, found through the API. */
export interface TestIntake extends CompareEntry {
  legalId: number;
  institutionName: string;
}

let found: Promise<TestIntake[]> | null = null;

async function findIntakes(): Promise<TestIntake[]> {
  const data = await courseFilterData();
  const intakes = new Map<string, TestIntake>();
  for (const country of data.countries) {
    const reply = await searchCourses({ country_fk: country.id, currentPage: 1, from: 0, to: 50 }, { quiet: true });
    for (const row of reply.rows) {
      if (row.intakeId <= 0) continue;
      const entry: TestIntake = {
        courseId: row.courseFk,
        campusId: row.locationId,
        intakeId: row.intakeId,
        name: row.name,
        legalId: row.legalFk,
        institutionName: row.institutionName,
      };
      intakes.set(`${entry.courseId}:${entry.campusId}:${entry.intakeId}`, entry);
    }
    if (intakes.size >= 12) break;
  }
  return [...intakes.values()];
}

/** `count` different course intakes of the seeded catalogue (searched once per test file). */
export async function testIntakes(count: number): Promise<TestIntake[]> {
  found ??= findIntakes();
  const intakes = await found;
  if (intakes.length < count) throw new Error(`the test catalogue has only ${intakes.length} course intakes`);
  return intakes.slice(0, count);
}
