import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { messages } from '@studyatlas/core';
import type { questionnaire } from '@studyatlas/core/contracts';
import { testDialects } from '../../testing/databases.js';
import { bearer, createTestApp, json, signedInMember, type TestApp, type TestMember } from '../../testing/app.js';
import { seedInstitutionsFixture } from '../../testing/fixtures/institutions.js';
import { seedQuestionnaireFixture, type QuestionnaireFixture } from '../../testing/fixtures/questionnaire.js';

const PARTICIPANT = '/api/questionnaire/SaveParticipant';
const QUESTION = '/api/questionnaire/GetQuestion';
const PREVIOUS = '/api/questionnaire/GetPreviousQuestion';
const RESPONSE = '/api/questionnaire/SaveResponse';
const REQUIRED = 'Please answer the question';

type Reply = questionnaire.QuestionReply;
type Detail = { choiceFk?: number; text?: string; fileFk?: number };

describe.each(await testDialects())('questionnaire on %s', (dialect) => {
  let t: TestApp;
  let fx: QuestionnaireFixture;
  let ana: TestMember;
  let ben: TestMember;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await seedInstitutionsFixture(t.database.db);
    fx = await seedQuestionnaireFixture(t.database.db);
    [ana, ben] = [await signedInMember(t, { firstName: 'Ana' }), await signedInMember(t, { firstName: 'Ben' })];
  }, 120_000);
  afterAll(async () => t?.close());

  const headers = (token: string | null) => (token ? bearer(token) : {});
  const get = (url: string, token: string | null, query: Record<string, string | number>) =>
    t.app.inject({ url, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), headers: headers(token) });
  const post = (url: string, token: string | null, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: headers(token) });
  const ok = <T = Reply>(response: LightMyRequestResponse): T => {
    expect(response.statusCode, response.body).toBe(200);
    return json<T>(response);
  };
  const refused = (response: LightMyRequestResponse, status: number, body: Record<string, unknown>) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(json(response)).toEqual(body);
  };
  const answer = (token: string, surveyFk: number, questionFk: number, text: string, details: Detail[] = [], applicationFk = 0) =>
    post(RESPONSE, token, { surveyFk, questionFk, applicationFk, text, details: details.map((d) => ({ choiceFk: 0, text: '', fileFk: 0, ...d })) });
  const upload = async (clientId: number, name: string) =>
    (
      await t.database.db
        .insertInto('stored_files')
        .values({ kind: 'UPL', client_id: clientId, file_name: name, content_type: 'application/pdf', size: 10, storage_key: null, created_at: '2026-03-01T00:00:00.000Z' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const application = async (clientId: number, status: 'D' | 'S' = 'D') =>
    (
      await t.database.db
        .insertInto('applications')
        .values({ client_id: clientId, status, created_at: '2026-03-01T00:00:00.000Z', updated_at: '2026-03-01T00:00:00.000Z' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  it('needs a sign-in for every call', async () => {
    const calls = [
      post(PARTICIPANT, null, { surveyFk: fx.everyType }),
      get(QUESTION, null, { survey_fk: fx.everyType }),
      get(PREVIOUS, null, { survey_fk: fx.everyType, question_fk: 1 }),
      post(RESPONSE, null, { surveyFk: fx.everyType, questionFk: 1, text: 'x' }),
    ];
    for (const response of await Promise.all(calls)) refused(response, 401, { message: messages.signInRequired });
  });

  it('answers every type in order, goes back to the earlier answers, and ends after the last question', async () => {
    const member = await signedInMember(t, { firstName: 'Chandra' });
    const started = ok<{ participantFk: number; title: string; total: number }>(await post(PARTICIPANT, member.token, { surveyFk: fx.everyType, applicationFk: 0 }));
    expect(started).toEqual({ participantFk: expect.any(Number), title: 'Test questionnaire: every type', total: 11 });
    // Starting again resumes the same participant.
    expect(ok<{ participantFk: number }>(await post(PARTICIPANT, member.token, { surveyFk: fx.everyType })).participantFk).toBe(started.participantFk);

    let reply = ok(await get(QUESTION, member.token, { survey_fk: fx.everyType }));
    expect(reply.participantFk).toBe(started.participantFk);
    const first = reply.question!;
    expect(first).toMatchObject({ position: 1, total: 11, type: 'FT', mandatory: true, isLast: false, answer: null, choices: [], fieldCount: 1 });
    expect(first.text).toBe('Why do you want to study this course?');

    const cv = await upload(member.clientId, 'cv.pdf');
    const letter = await upload(member.clientId, 'reference.pdf');
    const seen: string[] = [];
    const types: string[] = [];
    let question = first;
    for (;;) {
      types.push(question.type);
      const pick = (n: number) => ({ choiceFk: question.choices[n]!.id });
      const byType: Record<string, () => [string, Detail[]]> = {
        FT: () => ['To become a nurse', []],
        T: () => ['', [{ text: 'Biology' }, { text: '' }, { text: 'Chemistry' }]],
        C: () => ['Two years\nat a clinic', []],
        D: () => ['', question.fieldCount === 1 ? [{ text: '2026-09-01' }] : [{ text: '2025-06-10' }, { text: '2025-06-20' }]],
        SC: () => ['', [pick(1)]],
        MC: () => ['', [pick(0), pick(3)]],
        SD: () => ['', [pick(2)]],
        MD: () => ['', [pick(0), pick(1)]],
        F: () => ['', [{ fileFk: cv }]],
        FC: () => ['', [{ fileFk: letter, text: 'From my teacher' }]],
      };
      const [text, details] = byType[question.type]!();
      reply = ok(await answer(member.token, fx.everyType, question.id, text, details));
      seen.push(`${question.position}/${question.total}${question.isLast ? ' last' : ''}`);
      if (!reply.question) break;
      expect(reply.question.position).toBe(question.position + 1);
      question = reply.question;
    }
    expect(types).toEqual(['FT', 'T', 'C', 'D', 'D', 'SC', 'MC', 'SD', 'MD', 'F', 'FC']);
    expect(seen.at(-1)).toBe('11/11 last');
    // Everything answered: GetQuestion has nothing left.
    expect(ok(await get(QUESTION, member.token, { survey_fk: fx.everyType })).question).toBeNull();

    // Back from the last question shows the F answer with its file name, and then the T boxes.
    const back = ok(await get(PREVIOUS, member.token, { survey_fk: fx.everyType, question_fk: question.id })).question!;
    expect(back.type).toBe('F');
    expect(back.answer).toEqual({ responseId: expect.any(Number), text: '', details: [{ choiceFk: 0, text: '', fileFk: cv, fileName: 'cv.pdf' }] });
    const last = ok(await get(QUESTION, member.token, { survey_fk: fx.everyType, question_fk: question.id })).question!;
    expect(last.answer!.details).toEqual([{ choiceFk: 0, text: 'From my teacher', fileFk: letter, fileName: 'reference.pdf' }]);
    const boxesBack = ok(await get(PREVIOUS, member.token, { survey_fk: fx.everyType, question_fk: first.id + 2 })).question!;
    expect(boxesBack.type).toBe('T');
    const second = ok(await get(PREVIOUS, member.token, { survey_fk: fx.everyType, question_fk: boxesBack.id })).question!;
    expect(second.type).toBe('FT');
    const boxes = ok(await get(QUESTION, member.token, { survey_fk: fx.everyType, question_fk: first.id + 1 })).question!;
    expect(boxes.answer!.details.map((d) => d.text)).toEqual(['Biology', '', 'Chemistry']);
    // The first question's previous is itself.
    expect(ok(await get(PREVIOUS, member.token, { survey_fk: fx.everyType, question_fk: first.id })).question!.id).toBe(first.id);

    // Changing an answer replaces its details, and answers the next question.
    const mc = ok(await get(QUESTION, member.token, { survey_fk: fx.everyType, question_fk: first.id + 6 })).question!;
    expect(mc.type).toBe('MC');
    expect(mc.answer!.details.map((d) => d.choiceFk)).toEqual([mc.choices[0]!.id, mc.choices[3]!.id]);
    const afterMc = ok(await answer(member.token, fx.everyType, mc.id, '', [{ choiceFk: mc.choices[2]!.id }]));
    expect(afterMc.question!.type).toBe('SD');
    expect(ok(await get(QUESTION, member.token, { survey_fk: fx.everyType, question_fk: mc.id })).question!.answer!.details.map((d) => d.text + d.choiceFk)).toEqual([`${mc.choices[2]!.id}`]);
  });

  it("refuses an empty mandatory answer with the specification's words, and bad choices, dates and counts", async () => {
    const { question } = ok(await get(QUESTION, ana.token, { survey_fk: fx.everyType }));
    refused(await answer(ana.token, fx.everyType, question!.id, '   '), 400, { message: REQUIRED, errors: { answer: REQUIRED } });
    const questions = await t.database.db.selectFrom('survey_questions').select(['id', 'question_type', 'position']).where('survey_id', '=', fx.everyType).orderBy('position').execute();
    const id = (position: number) => questions[position - 1]!.id;
    const sc = ok(await get(QUESTION, ana.token, { survey_fk: fx.everyType, question_fk: id(6) })).question!;
    refused(await answer(ana.token, fx.everyType, sc.id, '', []), 400, { message: REQUIRED, errors: { answer: REQUIRED } });
    refused(await answer(ana.token, fx.everyType, sc.id, '', [{ choiceFk: sc.choices[0]!.id }, { choiceFk: sc.choices[1]!.id }]), 400, {
      message: 'Please choose only one answer.',
      errors: { answer: 'Please choose only one answer.' },
    });
    // A choice of another question.
    const mc = ok(await get(QUESTION, ana.token, { survey_fk: fx.everyType, question_fk: id(7) })).question!;
    refused(await answer(ana.token, fx.everyType, sc.id, '', [{ choiceFk: mc.choices[0]!.id }]), 400, {
      message: "Please choose one of the question's answers.",
      errors: { answer: "Please choose one of the question's answers." },
    });
    refused(await answer(ana.token, fx.everyType, id(4), '', [{ text: '2026-02-30' }]), 400, { message: 'Please enter a valid date.', errors: { answer: 'Please enter a valid date.' } });
    refused(await answer(ana.token, fx.everyType, id(4), '', [{ text: '2026-02-03' }, { text: '2026-02-04' }]), 400, {
      message: 'This question takes at most 1 answers.',
      errors: { answer: 'This question takes at most 1 answers.' },
    });
    // Nothing was saved by the refusals.
    expect(ok(await get(QUESTION, ana.token, { survey_fk: fx.everyType, question_fk: sc.id })).question!.answer).toBeNull();
    // Optional questions may be left empty.
    expect(ok(await answer(ana.token, fx.everyType, id(3), '')).question!.position).toBe(4);
  });

  it("refuses another member's file and an unknown one, never showing it", async () => {
    const bens = await upload(ben.clientId, 'ben-secret.pdf');
    const questions = await t.database.db.selectFrom('survey_questions').select('id').where('survey_id', '=', fx.everyType).orderBy('position').execute();
    const f = questions[9]!.id;
    for (const fileFk of [bens, 999_999]) {
      refused(await answer(ana.token, fx.everyType, f, '', [{ fileFk }]), 400, { message: 'The file was not found. Please upload it again.', errors: { answer: 'The file was not found. Please upload it again.' } });
    }
    expect(ok(await get(QUESTION, ana.token, { survey_fk: fx.everyType, question_fk: f })).question!.answer).toBeNull();
  });

  it('stops at a question with the end-of-questionnaire flag', async () => {
    const member = await signedInMember(t, { firstName: 'Dev' });
    const q1 = ok(await get(QUESTION, member.token, { survey_fk: fx.short })).question!;
    expect(q1).toMatchObject({ position: 1, total: 3, isLast: false });
    const q2 = ok(await answer(member.token, fx.short, q1.id, 'Dev')).question!;
    expect(q2).toMatchObject({ position: 2, type: 'SC', endOfQuestionnaire: true, isLast: true });
    expect(ok(await answer(member.token, fx.short, q2.id, '', [{ choiceFk: q2.choices[0]!.id }])).question).toBeNull();
    expect(ok(await get(QUESTION, member.token, { survey_fk: fx.short })).question).toBeNull();
  });

  it("keeps each member's and each application's answers apart; another member's application is 404", async () => {
    const anaApp = await application(ana.clientId);
    const bensApp = await application(ben.clientId);
    const q1 = ok(await get(QUESTION, ana.token, { survey_fk: fx.short, applicationFk: anaApp })).question!;
    ok(await answer(ana.token, fx.short, q1.id, 'Ana for the application', [], anaApp));
    expect(ok(await get(QUESTION, ana.token, { survey_fk: fx.short, applicationFk: anaApp })).question!.position).toBe(2);
    expect(ok(await get(QUESTION, ana.token, { survey_fk: fx.short, applicationFk: anaApp, question_fk: q1.id })).question!.answer!.text).toBe('Ana for the application');
    // On its own, and for Ben, nothing is answered.
    expect(ok(await get(QUESTION, ana.token, { survey_fk: fx.short, question_fk: q1.id })).question!.answer).toBeNull();
    expect(ok(await get(QUESTION, ben.token, { survey_fk: fx.short, question_fk: q1.id })).question!.answer).toBeNull();
    const notFound = { message: 'Application not found' };
    refused(await post(PARTICIPANT, ben.token, { surveyFk: fx.short, applicationFk: anaApp }), 404, notFound);
    refused(await get(QUESTION, ben.token, { survey_fk: fx.short, applicationFk: anaApp, question_fk: q1.id }), 404, notFound);
    refused(await get(PREVIOUS, ben.token, { survey_fk: fx.short, applicationFk: anaApp, question_fk: q1.id }), 404, notFound);
    refused(await answer(ben.token, fx.short, q1.id, 'Overwrite', [], anaApp), 404, notFound);
    ok(await post(PARTICIPANT, ben.token, { surveyFk: fx.short, applicationFk: bensApp }));
    expect(ok(await get(QUESTION, ana.token, { survey_fk: fx.short, applicationFk: anaApp, question_fk: q1.id })).question!.answer!.text).toBe('Ana for the application');
  });

  it("refuses changes to a submitted application's answers", async () => {
    const submitted = await application(ana.clientId, 'S');
    const q1 = ok(await get(QUESTION, ana.token, { survey_fk: fx.short, applicationFk: submitted })).question!;
    refused(await answer(ana.token, fx.short, q1.id, 'Late', [], submitted), 409, { message: 'This application has been submitted: its answers can no longer be changed.' });
  });

  it('answers unknown surveys and questions 404 and junk 400, never 500', async () => {
    refused(await post(PARTICIPANT, ana.token, { surveyFk: 999_999 }), 404, { message: 'Questionnaire not found' });
    refused(await get(QUESTION, ana.token, { survey_fk: 999_999 }), 404, { message: 'Questionnaire not found' });
    const other = ok(await get(QUESTION, ana.token, { survey_fk: fx.everyType })).question!;
    refused(await get(QUESTION, ana.token, { survey_fk: fx.short, question_fk: other.id }), 404, { message: 'Question not found' });
    refused(await get(PREVIOUS, ana.token, { survey_fk: fx.short, question_fk: other.id }), 404, { message: 'Question not found' });
    refused(await answer(ana.token, fx.short, other.id, 'x'), 404, { message: 'Question not found' });
    const junk = [
      await post(PARTICIPANT, ana.token, { surveyFk: 'abc' }),
      await post(PARTICIPANT, ana.token, {}),
      await get(QUESTION, ana.token, { survey_fk: '-1' }),
      await get(QUESTION, ana.token, { survey_fk: '1e99' }),
      await get(PREVIOUS, ana.token, { survey_fk: fx.short }),
      await post(RESPONSE, ana.token, { surveyFk: fx.short, questionFk: other.id, text: 5 }),
      await post(RESPONSE, ana.token, { surveyFk: fx.short, questionFk: other.id, details: 'x' }),
      await post(RESPONSE, ana.token, { surveyFk: fx.short, questionFk: other.id, details: [{ choiceFk: -4 }] }),
      await t.app.inject({ method: 'POST', url: RESPONSE, payload: '{bad json', headers: { ...bearer(ana.token), 'content-type': 'application/json' } }),
    ];
    for (const response of junk) expect(response.statusCode, response.body).toBe(400);
  });
});
