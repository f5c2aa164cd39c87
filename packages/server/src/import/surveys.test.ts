import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { questionnaire } from '@studyatlas/core/contracts';
import { testDialects } from '../testing/databases.js';
import { bearer, createTestApp, json, signedInMember, type TestApp } from '../testing/app.js';
import { importFile } from './import-rows.js';

const EXAMPLES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'examples');
const NOW = '2026-05-01T00:00:00.000Z';
const scratch = mkdtempSync(path.join(tmpdir(), 'studyatlas-import-surveys-'));
const writeJson = (name: string, records: unknown[]) => {
  const file = path.join(scratch, name);
  writeFileSync(file, JSON.stringify(records, null, 2));
  return file;
};

describe.each(await testDialects())('survey import on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { content: 'sample-reference' });
    for (const file of ['institutions.csv', 'locations.csv', 'courses.csv']) {
      expect((await importFile(t.database.db, path.join(EXAMPLES, file), { now: NOW })).report.rejected).toEqual([]);
    }
  }, 120_000);
  afterAll(async () => t?.close());

  const surveyId = async (externalId: string) =>
    (await t.database.db.selectFrom('surveys').select('id').where('external_id', '=', externalId).executeTakeFirstOrThrow()).id;

  it('imports the example surveys; GetQuestion then asks their questions in order', async () => {
    const { report } = await importFile(t.database.db, path.join(EXAMPLES, 'surveys.json'), { now: NOW });
    expect(report.rejected).toEqual([]);
    expect(report.created.survey).toBe(2);
    const course = await t.database.db.selectFrom('courses').select('id').where('external_id', '=', 'HCU-BN').executeTakeFirstOrThrow();
    const nursing = await t.database.db.selectFrom('surveys').selectAll().where('external_id', '=', 'HCU-BN-SURVEY').executeTakeFirstOrThrow();
    expect(nursing).toMatchObject({ title: 'Bachelor of Nursing: before you apply', course_id: course.id, legal_id: null, created_at: NOW });
    const cpp = await t.database.db.selectFrom('surveys').select(['course_id', 'legal_id']).where('external_id', '=', 'CPP-GENERAL').executeTakeFirstOrThrow();
    expect(cpp.course_id).toBeNull();
    expect(cpp.legal_id).toBeGreaterThan(0);

    const member = await signedInMember(t);
    const get = async (questionFk = 0) =>
      json<questionnaire.QuestionReply>(await t.app.inject({ url: '/api/questionnaire/GetQuestion', query: { survey_fk: String(nursing.id), question_fk: String(questionFk) }, headers: bearer(member.token) }));
    const first = await get();
    expect(first.title).toBe('Bachelor of Nursing: before you apply');
    expect(first.question).toMatchObject({ position: 1, total: 10, type: 'FT', text: 'Why do you want to become a nurse?', mandatory: true });
    const ids = (await t.database.db.selectFrom('survey_questions').select('id').where('survey_id', '=', nursing.id).orderBy('position').execute()).map((r) => r.id);
    const types = [];
    for (const id of ids) types.push((await get(id)).question!.type);
    expect(types).toEqual(['FT', 'T', 'C', 'D', 'SC', 'MC', 'SD', 'MD', 'F', 'FC']);
    const sd = (await get(ids[6])).question!;
    expect(sd.choices.map((c) => c.text)).toEqual(['Sydney City Campus', 'Parramatta Campus']);
    expect((await get(ids[9])).question).toMatchObject({ endOfQuestionnaire: true, isLast: true });
    expect((await get(ids[1])).question!.fieldCount).toBe(2);
  });

  it('re-importing updates by external id and keeps the answers to questions that stay', async () => {
    const id = await surveyId('CPP-GENERAL');
    const member = await signedInMember(t);
    const first = json<questionnaire.QuestionReply>(await t.app.inject({ url: '/api/questionnaire/GetQuestion', query: { survey_fk: String(id) }, headers: bearer(member.token) })).question!;
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/questionnaire/SaveResponse',
      headers: bearer(member.token),
      payload: { surveyFk: id, questionFk: first.id, details: [{ choiceFk: first.choices[1]!.id, text: '', fileFk: 0 }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const file = writeJson('update.json', [
      { type: 'survey', external_id: 'CPP-GENERAL', title: 'Every applicant (2027)', institution: 'CPP', questions: [{ type: 'SC', text: 'Have you studied abroad before?', mandatory: true, choices: ['Yes', 'No'] }] },
    ]);
    const { report } = await importFile(t.database.db, file, { now: NOW });
    expect(report.rejected).toEqual([]);
    expect(report.updated.survey).toBe(1);
    const again = json<questionnaire.QuestionReply>(await t.app.inject({ url: '/api/questionnaire/GetQuestion', query: { survey_fk: String(id), question_fk: String(first.id) }, headers: bearer(member.token) }));
    expect(again.title).toBe('Every applicant (2027)');
    expect(again.question).toMatchObject({ id: first.id, total: 1, isLast: true });
    expect(again.question!.answer!.details.map((d) => d.choiceFk)).toEqual([first.choices[1]!.id]);
  });

  it('rejects a bad survey record with every reason, and writes nothing of it', async () => {
    const file = writeJson('bad.json', [
      {
        type: 'survey',
        external_id: 'BAD',
        title: '',
        course: 'NOPE',
        questions: [
          { type: 'XX', text: 'What?' },
          { type: 'SC', text: 'Pick' },
          { type: 'FT', text: 'Free', choices: ['a'], colour: 'red' },
          { type: 'T', text: 'Boxes', field_count: 20 },
        ],
      },
      { type: 'survey', external_id: 'BAD2', title: 'Two owners', course: 'HCU-BN', institution: 'HCU', questions: [] },
    ]);
    const { report } = await importFile(t.database.db, file, { now: NOW });
    expect(report.created.survey).toBe(0);
    expect(report.rejected.map((r) => r.reason)).toEqual([
      'title is required; course "NOPE" not found (neither in this file nor imported before); question 1: type "XX" is not a question type (use FT, T, C, D, SC, MC, SD, MD, F, FC); question 2: a SC question needs choices: a list of texts; question 3: "colour" is not a field of a question; question 3: only SC, MC, SD and MD questions have choices; question 4: field_count must be a whole number from 1 to 10, got "20"',
      'give either course (its own survey) or institution (for all its courses), not both; questions must be a list of question objects (JSON files only)',
    ]);
    expect(await t.database.db.selectFrom('surveys').select('id').where('external_id', 'in', ['BAD', 'BAD2']).execute()).toEqual([]);
  });
});
