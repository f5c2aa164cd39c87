import { EXTERNAL_ID_MAX } from '@studyatlas/core';
import { saveSurvey, type SurveyQuestionInput } from '../catalogue/surveys.js';
import type { QuestionType } from '../db/schema/questionnaire.js';
import { notFound, type ApplyContext, type Outcome } from './apply.js';
import { RowReader, suggestion } from './row-reader.js';

/** The question types of a survey (member §3), and the ones that list choices. */
const QUESTION_TYPES: readonly QuestionType[] = ['FT', 'T', 'C', 'D', 'SC', 'MC', 'SD', 'MD', 'F', 'FC'];
const CHOICE_TYPES: readonly QuestionType[] = ['SC', 'MC', 'SD', 'MD'];
export const MAX_SURVEY_QUESTIONS = 100;
const MAX_CHOICES = 50;

const quote = (s: string) => JSON.stringify(s);

/** One question object of a survey record; its problems are prefixed "question N: ". */
function readQuestion(value: unknown, n: number, errors: string[]): SurveyQuestionInput | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    errors.push(`question ${n} must be an object with type and text`);
    return null;
  }
  const allowed = new Set(['type', 'text', 'mandatory', 'end_of_questionnaire', 'field_count', 'choices']);
  const r = new RowReader(value as Record<string, unknown>);
  for (const key of Object.keys(value)) if (!allowed.has(key)) r.fail(`${quote(key)} is not a field of a question${suggestion(key, allowed)}`);
  const typeName = r.required('type', 10).toUpperCase();
  const type = QUESTION_TYPES.find((t) => t === typeName);
  if (typeName && !type) r.fail(`type ${quote(typeName)} is not a question type (use ${QUESTION_TYPES.join(', ')})`);
  const text = r.required('text', 1_000);
  const mandatory = r.flag('mandatory') === 1;
  const endOfQuestionnaire = r.flag('end_of_questionnaire') === 1;
  const fieldCount = r.integer('field_count', 1, 10) ?? 1;
  const rawChoices = (value as Record<string, unknown>).choices;
  let choices: string[] = [];
  if (type && CHOICE_TYPES.includes(type)) {
    if (!Array.isArray(rawChoices) || rawChoices.length === 0) r.fail(`a ${type} question needs choices: a list of texts`);
    else if (rawChoices.length > MAX_CHOICES) r.fail(`at most ${MAX_CHOICES} choices, got ${rawChoices.length}`);
    else {
      choices = rawChoices.map((c) => (typeof c === 'string' || typeof c === 'number' ? String(c).trim() : ''));
      if (choices.some((c) => c === '' || c.length > 500)) r.fail('every choice must be a text of 1 to 500 characters');
    }
  } else if (rawChoices !== undefined && rawChoices !== null && !(Array.isArray(rawChoices) && rawChoices.length === 0)) {
    r.fail(`only SC, MC, SD and MD questions have choices`);
  }
  errors.push(...r.errors.map((e) => `question ${n}: ${e}`));
  return r.errors.length || !type ? null : { type, text, mandatory, endOfQuestionnaire, fieldCount, choices };
}

/**
 * A survey record (JSON only: its questions are a list): external_id, title, and either a course (its
 * own survey) or an institution (for all of its courses), with its questions in order. Upserted by
 * external_id; the questions are matched by position, so answers to questions that stay are kept.
 */
export async function applySurvey(ctx: ApplyContext, values: Readonly<Record<string, unknown>>): Promise<Outcome> {
  const { lookups } = ctx;
  const r = new RowReader(values);
  const externalId = r.required('external_id', EXTERNAL_ID_MAX);
  const title = r.required('title', 300);
  const courseRef = r.text('course', { max: EXTERNAL_ID_MAX });
  const ownerRef = r.text('institution', { max: EXTERNAL_ID_MAX });
  if (courseRef && ownerRef) r.fail('give either course (its own survey) or institution (for all its courses), not both');
  if (!courseRef && !ownerRef) r.fail('course or institution is required');
  const course = courseRef ? lookups.courses.get(courseRef) : undefined;
  if (courseRef && !course) r.fail(notFound(ctx, 'course', courseRef, ctx.rejected.course));
  const owner = ownerRef ? lookups.legal.get(ownerRef) : undefined;
  if (ownerRef && !owner) r.fail(notFound(ctx, 'institution', ownerRef, ctx.rejected.legal));
  if (owner?.kind === 'A') r.fail(`${quote(ownerRef!)} is an agent; surveys belong to courses or institutions`);
  const raw = values.questions;
  const questions: SurveyQuestionInput[] = [];
  if (!Array.isArray(raw) || raw.length === 0) r.fail('questions must be a list of question objects (JSON files only)');
  else if (raw.length > MAX_SURVEY_QUESTIONS) r.fail(`at most ${MAX_SURVEY_QUESTIONS} questions, got ${raw.length}`);
  else {
    raw.forEach((value, index) => {
      const question = readQuestion(value, index + 1, r.errors);
      if (question) questions.push(question);
    });
  }
  if (r.errors.length) return { errors: r.errors };

  const existingId = lookups.surveyAliases.get(externalId) ?? (await ctx.db.selectFrom('surveys').select('id').where('external_id', '=', externalId).executeTakeFirst())?.id;
  await saveSurvey(ctx.db, { externalId, title, courseId: course?.id ?? null, legalId: owner?.id ?? null, questions }, ctx.now, existingId);
  return existingId ? 'updated' : 'created';
}
