/**
 * The mixed load of the load-and-crash part (bench/crash.ts): what it reads and writes (from the seeded
 * database), the warm-up, and autocannon in a worker thread (crash-load-worker.mjs).
 */
import { Worker } from 'node:worker_threads';
import type { DatabaseHandle } from '@studyatlas/server';
import { DEMO_MEMBER_PASSWORD, DEMO_MEMBERS } from '../packages/server/src/seed/index.js';
import { writeCalls, type AckedWrite, type LoadCall } from './crash-writes.js';

/** What the reads ask for and the writes point at, read from the seeded database. */
export async function catalogue(handle: DatabaseHandle, memberCount: number) {
  const { db } = handle;
  const countries = (
    await db.selectFrom('course_search').select((eb) => ['country_id', eb.fn.countAll<number>().as('n')]).groupBy('country_id').orderBy('n', 'desc').limit(6).execute()
  ).map((r) => Number(r.country_id));
  const groups = (await db.selectFrom('award_groups').select('id').orderBy('id').execute()).map((r) => Number(r.id));
  const courses = (await db.selectFrom('courses').select('id').orderBy('id').limit(300).execute()).map((r) => Number(r.id));
  const institutions = (await db.selectFrom('legal_entities').select('id').where('kind', '=', 'I').orderBy('id').limit(300).execute()).map((r) => Number(r.id));
  const intakes = (await db.selectFrom('intakes').select('id').orderBy('id').execute()).map((r) => Number(r.id));
  const subject = Number((await db.selectFrom('contact_subjects').select('id').orderBy('sort_order').executeTakeFirstOrThrow()).id);
  const members = DEMO_MEMBERS.slice(0, memberCount).map((m) => m.email);
  const clientIds: number[] = [];
  for (const email of members) clientIds.push(Number((await db.selectFrom('clients').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id));
  return { countries, groups, courses, institutions, intakes, subject, members, clientIds };
}

export type Catalogue = Awaited<ReturnType<typeof catalogue>>;

/** The mixed pass each load connection walks: five reads, three member writes. */
export function mixedCalls(c: Catalogue): LoadCall[] {
  const terms = ['nursing', 'business', 'engineering', 'computer science', 'accounting', 'psychology', 'design', 'law'];
  const words = ['university', 'college', 'institute', 'technology', 'school', 'academy'];
  const range = (n: number) => Array.from({ length: n }, (_, i) => i);
  const pick = <T>(list: readonly T[], i: number) => list[i % list.length]!;
  const writes = writeCalls(c.subject);
  return [
    {
      method: 'POST',
      auth: false,
      variants: range(48).map((i) => ({
        path: '/api/CoursesPublic/CoursesPublicSearchData',
        body: { search: pick(terms, i), country_fk: pick(c.countries, i * 7), AwardG_fk: pick(c.groups, i * 5), from: 0, to: 10 },
      })),
    },
    writes.draft,
    { method: 'POST', auth: false, variants: range(24).map((i) => ({ path: '/api/InstitutePublic/InstSearchDataPublic', body: { searchKey: pick(words, i), rowFrom: (i % 4) * 10, rowTo: (i % 4) * 10 + 10 } })) },
    writes.favourite,
    { method: 'POST', auth: false, variants: c.courses.map((id) => ({ path: '/api/CoursesPublic/CoursesPublicDetail', body: { CourseId: id } })) },
    writes.contact,
    { method: 'GET', auth: false, variants: c.institutions.map((id) => ({ path: `/api/InstitutePublic/instDetailPublic?legalFk=${id}` })) },
    {
      method: 'POST',
      auth: false,
      variants: range(48).map((i) => ({ path: '/api/CoursesPublic/CoursesPublicSearchData', body: { keyWord: pick(terms, i), country_fk: pick(c.countries, i * 5), from: 0, to: 10 } })),
    },
  ];
}

export interface LoadResult {
  latencies: number[];
  statuses: Record<string, number>;
  socketErrors: number;
  timeouts: number;
  failures: { path: string; status: number; body: string }[];
  acks: AckedWrite[];
}

export async function mixedLoad(url: string, connections: number, seconds: number, runId: string, calls: LoadCall[], tokens: string[], refs: number[]): Promise<LoadResult> {
  const workerData = { url, connections, seconds, runId, calls, members: tokens.map((token) => ({ token })), refs };
  const worker = new Worker(new URL('./crash-load-worker.mjs', import.meta.url), { workerData });
  const result = await new Promise<LoadResult>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  await worker.terminate();
  return result;
}

/**
 * The search indexes are built in the background on the first searches (db/search/index-keeper.ts):
 * one call of each read in turn until three rounds in a row answer within 200 ms (at most 60 s), so the
 * load measures a warm server. Answers the seconds it took.
 */
export async function warmUp(base: string, calls: readonly LoadCall[]): Promise<number> {
  const started = performance.now();
  const reads = calls.filter((call) => !call.write);
  for (let fast = 0; fast < 3 && performance.now() - started < 60_000; ) {
    const round = performance.now();
    for (const call of reads) {
      const { path: at, body } = call.variants[0]!;
      await (await fetch(`${base}${at}`, { method: call.method, headers: body === undefined ? {} : { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) })).arrayBuffer();
    }
    fast = performance.now() - round < 200 ? fast + 1 : 0;
    if (!fast) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return (performance.now() - started) / 1000;
}

export async function signIn(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/authtoken`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: email, password: DEMO_MEMBER_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email}: HTTP ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

