import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyOfCourse } from '../../catalogue/surveys.js';
import { createTestDatabase, type TestDatabase } from '../../testing/databases.js';
import { DEMO_MEMBER_EMAIL } from './members.js';
import { seedDemo } from './seed-demo.js';
import { DEMO_SURVEY_IDS, seedDemoSurveys } from './surveys.js';

const SMALL = { institutions: 20, courses: 200, today: '2026-01-15', seed: 3 };
const ALL_TYPES = ['FT', 'T', 'C', 'D', 'SC', 'MC', 'SD', 'MD', 'F', 'FC'];

describe('demo surveys', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase('sqlite', { content: 'sample-reference' });
    await seedDemo(t.db, 'sqlite', SMALL);
  }, 120_000);
  afterAll(async () => t?.dispose());

  const questionsOf = (surveyId: number) =>
    t.db.selectFrom('survey_questions').select(['question_type', 'mandatory', 'end_of_questionnaire', 'field_count']).where('survey_id', '=', surveyId).orderBy('position').execute();

  it('has several surveys covering every type, single and multiple dates, mandatory and end flags, on courses and one institution', async () => {
    const surveys = await t.db.selectFrom('surveys').selectAll().orderBy('id').execute();
    expect(surveys.map((s) => s.external_id)).toEqual(Object.values(DEMO_SURVEY_IDS));
    expect(surveys.filter((s) => s.course_id !== null)).toHaveLength(3);
    expect(surveys.filter((s) => s.course_id === null && s.legal_id !== null)).toHaveLength(1);
    const questions = (await Promise.all(surveys.map((s) => questionsOf(s.id)))).flat();
    expect(new Set(questions.map((q) => q.question_type))).toEqual(new Set(ALL_TYPES));
    const dates = questions.filter((q) => q.question_type === 'D').map((q) => q.field_count);
    expect(dates).toContain(1);
    expect(dates.some((n) => n > 1)).toBe(true);
    expect(questions.some((q) => q.mandatory === 1)).toBe(true);
    expect(questions.some((q) => q.end_of_questionnaire === 1)).toBe(true);
    const choices = await t.db.selectFrom('survey_choices').select('id').execute();
    expect(choices.length).toBeGreaterThan(10);
  });

  it("gives the demo student a favourite intake whose course's survey has every type, and one with no survey at all", async () => {
    const favourites = await t.db
      .selectFrom('favourites')
      .innerJoin('clients', 'clients.id', 'favourites.client_id')
      .innerJoin('intakes', 'intakes.id', 'favourites.reference_id')
      .select(['intakes.course_id', 'intakes.start_date', 'intakes.seats', 'intakes.seats_taken'])
      .where('clients.email', '=', DEMO_MEMBER_EMAIL)
      .where('favourites.category', '=', 'C')
      .execute();
    const types: string[][] = [];
    let withoutSurvey = 0;
    for (const favourite of favourites) {
      expect(favourite.start_date > SMALL.today).toBe(true);
      expect(favourite.seats === null || favourite.seats > favourite.seats_taken).toBe(true);
      const survey = await surveyOfCourse(t.db, favourite.course_id);
      if (!survey) withoutSurvey++;
      else types.push((await questionsOf(survey.id)).map((q) => q.question_type));
    }
    expect(types.some((list) => ALL_TYPES.every((type) => list.includes(type)))).toBe(true);
    expect(withoutSurvey).toBeGreaterThanOrEqual(1);
  });

  it('is deterministic and adds nothing the second time', async () => {
    expect(await seedDemoSurveys(t.db, SMALL.today, '2026-01-15T00:00:00.000Z')).toBe(0);
    const other = await createTestDatabase('sqlite', { content: 'sample-reference' });
    try {
      await seedDemo(other.db, 'sqlite', { ...SMALL, members: false });
      const dump = (db: TestDatabase['db']) => db.selectFrom('surveys').select(['external_id', 'title', 'course_id', 'legal_id']).orderBy('id').execute();
      expect(await dump(other.db)).toEqual(await dump(t.db));
    } finally {
      await other.dispose();
    }
  });
});
