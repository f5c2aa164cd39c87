import type { Kysely } from 'kysely';
import { formatDisplayDate } from '@studyatlas/core';
import type { ApplicationSummary } from '@studyatlas/core/contracts';
import type { Database } from '../../db/schema/index.js';
import { num } from '../../db/numbers.js';

type Db = Kysely<Database>;

/**
 * The questionnaire answers of the application's participant (the member's, for the application's
 * survey), in question order; unanswered questions are left out. An answer reads: the chosen choices'
 * texts, the texts of a multiple-text question, the dates of a date question as they are shown
 * (dd-MMM-yyyy, member §9; they are stored yyyy-MM-dd), or a file question's file names, joined by
 * ', '; the response's own text (a free text, a text area, a file's comment) after them.
 */
export async function answersOf(db: Db, clientId: number, applicationId: number, surveyId: number | null): Promise<ApplicationSummary['answers']> {
  if (!surveyId) return [];
  const participant = await db
    .selectFrom('survey_participants')
    .select('id')
    .where('client_id', '=', clientId)
    .where('application_id', '=', applicationId)
    .where('survey_id', '=', surveyId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!participant) return [];
  const [responses, details] = await Promise.all([
    db
      .selectFrom('survey_responses as r')
      .innerJoin('survey_questions as q', 'q.id', 'r.question_id')
      .select(['r.id', 'r.text', 'q.text as question', 'q.question_type'])
      .where('r.participant_id', '=', num(participant.id))
      .orderBy('q.position')
      .orderBy('q.id')
      .execute(),
    db
      .selectFrom('survey_response_details as d')
      .innerJoin('survey_responses as r', 'r.id', 'd.response_id')
      .leftJoin('survey_choices as c', 'c.id', 'd.choice_id')
      .leftJoin('stored_files as f', 'f.id', 'd.file_id')
      .select(['d.response_id', 'd.text', 'c.text as choice', 'f.file_name'])
      .where('r.participant_id', '=', num(participant.id))
      .orderBy('d.position')
      .orderBy('d.id')
      .execute(),
  ]);
  const dateResponses = new Set(responses.filter((r) => r.question_type === 'D').map((r) => num(r.id)));
  const parts = new Map<number, string[]>();
  for (const d of details) {
    const raw = (d.choice ?? d.file_name ?? d.text ?? '').trim();
    const text = dateResponses.has(num(d.response_id)) ? formatDisplayDate(raw) || raw : raw;
    if (!text) continue;
    const key = num(d.response_id);
    parts.set(key, [...(parts.get(key) ?? []), text]);
  }
  return responses.flatMap((r) => {
    const answer = [...(parts.get(num(r.id)) ?? []), r.text.trim()].filter(Boolean).join(', ');
    return answer ? [{ question: r.question, answer }] : [];
  });
}
