import type { Expression, Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema/index.js';
import type { QuestionType } from '../db/schema/questionnaire.js';

/**
 * Writes a survey with its questions and choices (member §3 "questionnaire"): the importer, the demo
 * catalogue and the test fixtures all go through here. Questions and choices are matched by position,
 * so re-importing a survey keeps the members' answers to the questions that stay.
 */
export interface SurveyQuestionInput {
  type: QuestionType;
  text: string;
  mandatory?: boolean;
  endOfQuestionnaire?: boolean;
  /** Text boxes of a T question, dates of a D question (F and FC: files); 1 when left out. */
  fieldCount?: number;
  /** The choices of SC, MC, SD and MD, in order. */
  choices?: readonly string[];
}

export interface SurveyInput {
  externalId?: string | null;
  title: string;
  /** A course's own survey, or (courseId null) one for every course of the institution legalId. */
  courseId?: number | null;
  legalId?: number | null;
  questions: readonly SurveyQuestionInput[];
}

/** Creates the survey, or updates the one with id `existingId`; answers its id. Run it inside a transaction. */
export async function saveSurvey(db: Kysely<Database>, input: SurveyInput, now: string, existingId?: number): Promise<number> {
  const row = { title: input.title, course_id: input.courseId ?? null, legal_id: input.courseId ? null : (input.legalId ?? null) };
  let surveyId: number;
  if (existingId) {
    surveyId = existingId;
    await db.updateTable('surveys').set(row).where('id', '=', surveyId).execute();
  } else {
    surveyId = (await db.insertInto('surveys').values({ ...row, external_id: input.externalId ?? null, created_at: now }).returning('id').executeTakeFirstOrThrow()).id;
  }
  const existing = await db.selectFrom('survey_questions').select(['id', 'position']).where('survey_id', '=', surveyId).execute();
  const byPosition = new Map(existing.map((q) => [q.position, q.id]));
  for (const [index, question] of input.questions.entries()) {
    const position = index + 1;
    const values = {
      question_type: question.type,
      text: question.text,
      mandatory: question.mandatory ? 1 : 0,
      end_of_questionnaire: question.endOfQuestionnaire ? 1 : 0,
      field_count: Math.max(1, question.fieldCount ?? 1),
    };
    let questionId = byPosition.get(position);
    if (questionId) await db.updateTable('survey_questions').set(values).where('id', '=', questionId).execute();
    else questionId = (await db.insertInto('survey_questions').values({ ...values, survey_id: surveyId, position }).returning('id').executeTakeFirstOrThrow()).id;
    await saveChoices(db, questionId, question.choices ?? []);
  }
  const dropped = existing.filter((q) => q.position > input.questions.length).map((q) => q.id);
  if (dropped.length) await db.deleteFrom('survey_questions').where('id', 'in', dropped).execute();
  return surveyId;
}

async function saveChoices(db: Kysely<Database>, questionId: number, choices: readonly string[]): Promise<void> {
  const existing = await db.selectFrom('survey_choices').select(['id', 'position']).where('question_id', '=', questionId).execute();
  const byPosition = new Map(existing.map((c) => [c.position, c.id]));
  const added: { question_id: number; position: number; text: string }[] = [];
  for (const [index, text] of choices.entries()) {
    const id = byPosition.get(index + 1);
    if (id) await db.updateTable('survey_choices').set({ text }).where('id', '=', id).execute();
    else added.push({ question_id: questionId, position: index + 1, text });
  }
  if (added.length) await db.insertInto('survey_choices').values(added).execute();
  const dropped = existing.filter((c) => c.position > choices.length).map((c) => c.id);
  if (dropped.length) await db.deleteFrom('survey_choices').where('id', 'in', dropped).execute();
}

/** The ten question types, each once: the demo catalogue's and the tests' "every type" survey. */
export const EVERY_TYPE_QUESTIONS: readonly SurveyQuestionInput[] = [
  { type: 'FT', text: 'Why do you want to study this course?', mandatory: true },
  { type: 'T', text: 'Name up to three subjects you enjoyed most.', fieldCount: 3 },
  { type: 'C', text: 'Describe any relevant work or volunteering experience.' },
  { type: 'D', text: 'From which date could you start?', mandatory: true },
  { type: 'D', text: 'Dates of your last two examinations.', fieldCount: 2 },
  { type: 'SC', text: 'Have you studied abroad before?', mandatory: true, choices: ['Yes', 'No'] },
  { type: 'MC', text: 'Which languages do you speak?', choices: ['English', 'French', 'Hindi', 'Nepali'] },
  { type: 'SD', text: 'How did you hear about this course?', choices: ['A friend', 'The web', 'An education fair', 'An agent'] },
  { type: 'MD', text: 'Which kinds of accommodation would suit you?', choices: ['On campus', 'Shared flat', 'Homestay'] },
  { type: 'F', text: 'Upload your CV.' },
  { type: 'FC', text: 'Upload a reference letter and say who wrote it.', mandatory: true },
];

/** The survey a course's applicants answer: the course's own, else its institution's; null when none. */
export async function surveyOfCourse(db: Kysely<Database>, courseId: number): Promise<{ id: number; title: string } | null> {
  const own = await db.selectFrom('surveys').select(['id', 'title']).where('course_id', '=', courseId).orderBy('id').executeTakeFirst();
  if (own) return own;
  const shared = await db
    .selectFrom('surveys')
    .innerJoin('courses', 'courses.legal_id', 'surveys.legal_id')
    .select(['surveys.id', 'surveys.title'])
    .where('courses.id', '=', courseId)
    .where('surveys.course_id', 'is', null)
    .orderBy('surveys.id')
    .executeTakeFirst();
  return shared ?? null;
}

/*
 * The same rule inside a query, for a course on a row (lowest id first, as above): `ownSurveyId` the
 * course's own survey, `institutionSurveyId` the one its institution has for all its courses; each a
 * subquery answering null when there is none. Select them with `.as(…)`.
 */
export const ownSurveyId = (db: Kysely<Database> | Transaction<Database>, courseId: Expression<number>) =>
  db.selectFrom('surveys as s').select((s) => s.fn.min('s.id').as('id')).where('s.course_id', '=', courseId);

export const institutionSurveyId = (db: Kysely<Database> | Transaction<Database>, legalId: Expression<number>) =>
  db.selectFrom('surveys as s').select((s) => s.fn.min('s.id').as('id')).where('s.course_id', 'is', null).where('s.legal_id', '=', legalId);
