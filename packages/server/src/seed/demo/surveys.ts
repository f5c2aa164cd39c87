import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { EVERY_TYPE_QUESTIONS, saveSurvey, type SurveyInput } from '../../catalogue/surveys.js';
import { DEMO_MEMBER_EMAIL } from './members.js';

/**
 * The demo questionnaires (member §3, §4): four surveys, together every question type with mandatory
 * questions and an end-of-questionnaire flag — "every type" on the first course that has an open
 * intake, two more on the next two courses, and one for all the courses of another institution. The
 * demo student gets two favourite intakes for the apply journey: one of the "every type" course and
 * one of a course without any survey. Deterministic: the courses are taken in id order of the
 * generated catalogue. Adds nothing when the surveys are there already.
 */
export const DEMO_SURVEY_IDS = { everyType: 'demo-every-type', visa: 'demo-visa', portfolio: 'demo-portfolio', institution: 'demo-institution' } as const;

export async function seedDemoSurveys(db: Kysely<Database>, today: string, createdAt: string): Promise<number> {
  const known = await db.selectFrom('surveys').select('id').where('external_id', 'in', Object.values(DEMO_SURVEY_IDS)).execute();
  if (known.length > 0) return 0;
  // Courses with an intake still to start that has seats, one intake each, in course order.
  const open = await db
    .selectFrom('intakes')
    .innerJoin('courses', 'courses.id', 'intakes.course_id')
    .select(['intakes.course_id', 'courses.legal_id', (eb) => eb.fn.min('intakes.id').as('intake_id')])
    .where('intakes.start_date', '>', today)
    .where((eb) => eb.or([eb('intakes.seats', 'is', null), eb('intakes.seats', '>', eb.ref('intakes.seats_taken'))]))
    .groupBy(['intakes.course_id', 'courses.legal_id'])
    .orderBy('intakes.course_id')
    .limit(200)
    .execute();
  if (open.length < 5) return 0;
  const [every, visa, portfolio] = open as [(typeof open)[0], (typeof open)[0], (typeof open)[0]];
  const surveyed = new Set([every.legal_id, visa.legal_id, portfolio.legal_id]);
  // The institution-wide survey goes to an institution none of the three belongs to.
  const institution = open.find((c) => !surveyed.has(c.legal_id))?.legal_id;
  const surveys: SurveyInput[] = [
    { externalId: DEMO_SURVEY_IDS.everyType, title: 'Before you apply: about you and your plans', courseId: every.course_id, questions: EVERY_TYPE_QUESTIONS },
    {
      externalId: DEMO_SURVEY_IDS.visa,
      title: 'Visa and arrival',
      courseId: visa.course_id,
      questions: [
        { type: 'SC', text: 'Will you need a student visa?', mandatory: true, choices: ['Yes', 'No', 'Not sure yet'] },
        { type: 'SD', text: 'Where will you apply for it?', choices: ['In my home country', 'In a third country', 'Already in the destination'] },
        { type: 'D', text: 'When do you plan to arrive?', mandatory: true, endOfQuestionnaire: true },
        { type: 'FT', text: 'Anything else we should know? (only asked when the questionnaire has not ended)' },
      ],
    },
    {
      externalId: DEMO_SURVEY_IDS.portfolio,
      title: 'Portfolio',
      courseId: portfolio.course_id,
      questions: [
        { type: 'T', text: 'Links to up to three pieces of your work.', fieldCount: 3, mandatory: true },
        { type: 'FC', text: 'Upload your portfolio and describe it briefly.' },
        { type: 'D', text: 'Dates you are available for an interview.', fieldCount: 3 },
      ],
    },
  ];
  if (institution !== undefined) {
    surveys.push({
      externalId: DEMO_SURVEY_IDS.institution,
      title: 'Every applicant: a few questions',
      legalId: institution,
      questions: [
        { type: 'MD', text: 'Which services would you like to hear about?', choices: ['Accommodation', 'Airport pick-up', 'Part-time work', 'Scholarships'] },
        { type: 'MC', text: 'How would you like us to contact you?', mandatory: true, choices: ['E-mail', 'Phone', 'Messaging app'] },
        { type: 'C', text: 'Tell us about your goals after graduation.' },
        { type: 'F', text: 'Upload your latest transcript.' },
      ],
    });
  }
  await db.transaction().execute(async (trx) => {
    for (const survey of surveys) await saveSurvey(trx, survey, createdAt);
  });
  await seedDemoFavourites(db, every.intake_id, open, [...surveyed, institution], createdAt);
  return surveys.length;
}

/** The demo student's favourites for the apply journey: the "every type" course's intake and one with no survey. */
async function seedDemoFavourites(
  db: Kysely<Database>,
  everyIntake: number,
  open: readonly { course_id: number; legal_id: number; intake_id: number }[],
  surveyedInstitutions: readonly (number | undefined)[],
  createdAt: string,
): Promise<void> {
  const student = await db.selectFrom('clients').select('id').where('email', '=', DEMO_MEMBER_EMAIL).executeTakeFirst();
  if (!student) return;
  const plain = open.find((c) => !surveyedInstitutions.includes(c.legal_id));
  const intakes = [everyIntake, ...(plain ? [plain.intake_id] : [])];
  const present = new Set(
    (await db.selectFrom('favourites').select('reference_id').where('client_id', '=', student.id).where('category', '=', 'C').execute()).map((f) => f.reference_id),
  );
  const missing = intakes.filter((id) => !present.has(id));
  if (missing.length) {
    await db.insertInto('favourites').values(missing.map((reference_id) => ({ client_id: student.id, category: 'C' as const, reference_id, created_at: createdAt }))).execute();
  }
}
