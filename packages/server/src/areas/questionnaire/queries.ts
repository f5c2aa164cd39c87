import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import type { QuestionType } from '../../db/schema/questionnaire.js';
import type { questionnaire } from '@studyatlas/core/contracts';

type AnswerDetail = questionnaire.AnswerDetail;

/** The questionnaire's SQL (member §7 "Questionnaire"): every participant read is scoped to its member. */

export interface QuestionRow {
  id: number;
  position: number;
  type: QuestionType;
  text: string;
  mandatory: boolean;
  endOfQuestionnaire: boolean;
  fieldCount: number;
  choices: { id: number; text: string }[];
}

export const findSurvey = (db: Kysely<Database>, id: number) =>
  db.selectFrom('surveys').select(['id', 'title']).where('id', '=', id).executeTakeFirst();

/** The member's own application: its status, or undefined (unknown or another member's). */
export const findOwnApplication = (db: Kysely<Database>, clientId: number, id: number) =>
  db.selectFrom('applications').select(['id', 'status']).where('id', '=', id).where('client_id', '=', clientId).executeTakeFirst();

/** The survey's questions in position order, each with its choices. */
export async function listQuestions(db: Kysely<Database>, surveyId: number): Promise<QuestionRow[]> {
  const rows = await db
    .selectFrom('survey_questions')
    .select(['id', 'position', 'question_type', 'text', 'mandatory', 'end_of_questionnaire', 'field_count'])
    .where('survey_id', '=', surveyId)
    .orderBy('position')
    .execute();
  const choices = rows.length
    ? await db
        .selectFrom('survey_choices')
        .select(['id', 'question_id', 'text'])
        .where('question_id', 'in', rows.map((r) => r.id))
        .orderBy('question_id')
        .orderBy('position')
        .execute()
    : [];
  return rows.map((r) => ({
    id: r.id,
    position: r.position,
    type: r.question_type,
    text: r.text,
    mandatory: Number(r.mandatory) === 1,
    endOfQuestionnaire: Number(r.end_of_questionnaire) === 1,
    fieldCount: Number(r.field_count),
    choices: choices.filter((c) => c.question_id === r.id).map((c) => ({ id: c.id, text: c.text })),
  }));
}

/** The member's participant row for the survey and application (null: answered on its own); the first when two raced. */
export async function findParticipant(db: Kysely<Database>, clientId: number, surveyId: number, applicationId: number | null) {
  let query = db.selectFrom('survey_participants').select('id').where('client_id', '=', clientId).where('survey_id', '=', surveyId);
  query = applicationId === null ? query.where('application_id', 'is', null) : query.where('application_id', '=', applicationId);
  return (await query.orderBy('id').executeTakeFirst())?.id ?? null;
}

export async function createParticipant(db: Kysely<Database>, clientId: number, surveyId: number, applicationId: number | null, now: string) {
  const row = await db
    .insertInto('survey_participants')
    .values({ client_id: clientId, survey_id: surveyId, application_id: applicationId, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The ids of the questions the participant has answered. */
export async function answeredQuestionIds(db: Kysely<Database>, participantId: number): Promise<Set<number>> {
  const rows = await db.selectFrom('survey_responses').select('question_id').where('participant_id', '=', participantId).execute();
  return new Set(rows.map((r) => r.question_id));
}

/** The participant's saved answer to one question, with the names of its files; null when unanswered. */
export async function loadAnswer(db: Kysely<Database>, participantId: number, questionId: number) {
  const response = await db
    .selectFrom('survey_responses')
    .select(['id', 'text'])
    .where('participant_id', '=', participantId)
    .where('question_id', '=', questionId)
    .executeTakeFirst();
  if (!response) return null;
  const details = await db
    .selectFrom('survey_response_details as d')
    .leftJoin('stored_files as f', 'f.id', 'd.file_id')
    .select(['d.choice_id', 'd.text', 'd.file_id', 'f.file_name'])
    .where('d.response_id', '=', response.id)
    .orderBy('d.position')
    .execute();
  return {
    responseId: response.id,
    text: response.text,
    details: details.map((d) => ({ choiceFk: d.choice_id ?? 0, text: d.text, fileFk: d.file_id ?? 0, fileName: d.file_name ?? '' })),
  };
}

/** How many of the file ids are the member's own uploads. */
export async function countOwnFiles(db: Kysely<Database>, clientId: number, fileIds: readonly number[]): Promise<number> {
  if (fileIds.length === 0) return 0;
  const row = await db
    .selectFrom('stored_files')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('id', 'in', [...new Set(fileIds)])
    .where('client_id', '=', clientId)
    .where('kind', '=', 'UPL')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Saves the answer (one response per question; its details replaced), in one transaction. */
export async function saveResponse(
  db: Kysely<Database>,
  participantId: number,
  questionId: number,
  answer: { text: string; details: AnswerDetail[] },
  now: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('survey_responses')
      .values({ participant_id: participantId, question_id: questionId, text: answer.text, updated_at: now })
      .onConflict((oc) => oc.columns(['participant_id', 'question_id']).doUpdateSet({ text: answer.text, updated_at: now }))
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.deleteFrom('survey_response_details').where('response_id', '=', id).execute();
    if (answer.details.length) {
      await trx
        .insertInto('survey_response_details')
        .values(
          answer.details.map((d, index) => ({
            response_id: id,
            position: index + 1,
            choice_id: d.choiceFk > 0 ? d.choiceFk : null,
            text: d.text,
            file_id: d.fileFk > 0 ? d.fileFk : null,
          })),
        )
        .execute();
    }
  });
}
