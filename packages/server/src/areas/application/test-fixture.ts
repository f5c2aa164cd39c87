import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { intakeParameter } from '@studyatlas/core';
import type { ApplicationSummary, CourseParameter, application } from '@studyatlas/core/contracts';
import { bearer, createTestApp, json, signedInMember, signIn, type TestApp, type TestMember } from '../../testing/app.js';
import type { DialectName } from '../../db/dialect.js';
import type { BuildAppOptions } from '../../app.js';
import type { Config } from '../../config.js';
import { seedDemo } from '../../seed/index.js';
import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD } from '../../seed/demo/members.js';
import { num } from '../../db/numbers.js';

/** The wizard's addresses (member §7 "Online application"). */
export const URL = {
  start: '/api/OnlineApp/StartCheck',
  current: '/api/OnlineApp/CurrentApplication',
  step: '/api/OnlineApp/SaveStep',
  details: '/api/OnlineApp/CourseDetailProfile',
  shortlist: '/api/OnlineApp/AddOrDeleteCourse',
  sap: '/api/OnlineApp/GetSapStudentId',
  generate: '/api/OnlineApp/GenerateApplication',
  summary: '/api/OnlineApp/LoadApplicationSummary',
  declaration: '/api/OnlineApp/LoadDeclaration',
  declare: '/api/OnlineApp/UpsertDeclaration',
  submit: '/api/OnlineApp/SyncProfileData',
  picker: '/api/OnlineApp/FavouriteCourseSelect',
  aboutMe: '/api/OnlineApp/LoadAboutMe',
  updateAboutMe: '/api/OnlineApp/UpdateAboutMe',
} as const;

export type State = application.ApplicationState;

/** A course parameter naming only the intake (the server fills in the rest from the catalogue). */
export const param = (intakeId: number, extra: Partial<CourseParameter> = {}): CourseParameter => ({ ...intakeParameter(intakeId), ...extra });

/**
 * An app with the sample geography and a small demo catalogue (the demo student's profile is
 * complete), the signed-in demo student and intakes of distinct courses with seats set per test:
 * `open` ones without a limit, `last` with one seat, `full` with none left.
 */
export async function applicationFixture(dialect: DialectName, overrides: Partial<Config> = {}, options: Pick<BuildAppOptions, 'logStream'> = {}) {
  const t = await createTestApp(dialect, overrides, { ...options, content: 'sample-reference' });
  await seedDemo(t.database.db, dialect, { institutions: 6, courses: 24, seed: 5, today: '2026-01-15' });
  const db = t.database.db;
  const demoClient = await db.selectFrom('clients').select(['id', 'first_name', 'surname']).where('email', '=', DEMO_MEMBER_EMAIL).executeTakeFirstOrThrow();
  const demo: TestMember = {
    clientId: num(demoClient.id),
    email: DEMO_MEMBER_EMAIL,
    password: DEMO_MEMBER_PASSWORD,
    firstName: demoClient.first_name,
    surname: demoClient.surname,
    token: await signIn(t, DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD),
  };
  const favourite = new Set(
    (await db.selectFrom('favourites').select('reference_id').where('client_id', '=', demo.clientId).where('category', '=', 'C').execute()).map((r) => num(r.reference_id)),
  );
  // Intakes of distinct courses the demo student has not favoured yet, with no survey (the demo's
  // surveys belong to some courses and institutions; tests that need one add it).
  const surveys = await db.selectFrom('surveys').select(['course_id', 'legal_id']).execute();
  const surveyed = new Set(surveys.flatMap((s) => [s.course_id === null ? [] : [`c${num(s.course_id)}`], s.course_id === null && s.legal_id !== null ? [`l${num(s.legal_id)}`] : []].flat()));
  const rows = (
    await db.selectFrom('intakes as i').innerJoin('courses as c', 'c.id', 'i.course_id').select(['i.id', 'i.course_id', 'c.legal_id']).orderBy('i.id').execute()
  ).filter((row) => !surveyed.has(`c${num(row.course_id)}`) && !surveyed.has(`l${num(row.legal_id)}`));
  const courses = new Set<number>();
  const intakes: number[] = [];
  for (const row of rows) {
    if (courses.has(num(row.course_id)) || favourite.has(num(row.id))) continue;
    courses.add(num(row.course_id));
    intakes.push(num(row.id));
  }
  if (intakes.length < 10) throw new Error('the fixture needs ten intakes of distinct courses');
  const [last, full, ...open] = intakes;
  await db.updateTable('intakes').set({ seats: null, seats_taken: 0 }).where('id', 'in', open).execute();
  await db.updateTable('intakes').set({ seats: 1, seats_taken: 0 }).where('id', '=', last!).execute();
  await db.updateTable('intakes').set({ seats: 2, seats_taken: 2 }).where('id', '=', full!).execute();

  const headers = (token: string | null) => (token ? bearer(token) : {});
  const get = (url: string, token: string | null, query: Record<string, string | number> = {}) =>
    t.app.inject({ url, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), headers: headers(token) });
  const post = (url: string, token: string | null, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object, headers: headers(token) });
  const ok = <T>(response: LightMyRequestResponse): T => {
    expect(response.statusCode, response.body).toBe(200);
    return json<T>(response);
  };
  const shortlistBody = (intakeIds: number[], applicationFk = 0) => ({ SapClientId: 0, sListCourse: [], value: 'A', courseData: intakeIds.map((id) => param(id)), ApplicationFk: applicationFk });
  const shortlist = async (token: string, intakeIds: number[], applicationFk = 0) => ok<State>(await post(URL.shortlist, token, shortlistBody(intakeIds, applicationFk)));
  const declare = async (token: string, applicationFk: number) =>
    ok<{ message: string }>(await get(URL.declare, token, { applicationFk, privacyPolicyFk: 1, formKey: 'SAP_APP' }));
  const submit = (token: string, applicationFk: number) => get(URL.submit, token, { applicationFk });
  const summary = async (token: string, applicationFk: number) => ok<ApplicationSummary>(await post(URL.summary, token, { applicationFk }));

  return {
    t,
    db,
    demo,
    intakes: { last: last!, full: full!, open },
    member: () => signedInMember(t),
    get,
    post,
    ok,
    shortlistBody,
    shortlist,
    declare,
    submit,
    summary,
    close: () => t.close(),
  };
}

export type ApplicationFixture = Awaited<ReturnType<typeof applicationFixture>>;
export type { TestApp };
