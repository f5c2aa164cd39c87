/**
 * The workspace's catalogue (issue 27): at 200,000 courses, how long from the reply to a catalogue
 * editor's rename until course search finds the new name (budget: 1 s), on a running server whose
 * in-memory search index was built first — the edit moves the search version, so the databases answer
 * until the index of the new version is built in the background. SQLite and PostgreSQL.
 */
import { buildIndexes } from '../packages/server/src/db/search/index-keeper.js';
import type { DatabaseHandle } from '@studyatlas/server';
import { DEMO_MEMBERS, seedDemo, seedReference } from '../packages/server/src/seed/index.js';
import { check } from './budgets.js';
import { postgresDatabase, sqliteDatabase, type BenchDatabase } from './databases.js';
import { startMemberServer } from './member-server.js';
import { ms, percentile } from './measure.js';

const COURSES = Number(process.env.BENCH_CATALOGUE_COURSES ?? 200_000);
const EDITS = Number(process.env.BENCH_CATALOGUE_EDITS ?? 10);
const BUDGET_MS = 1_000;
const SEARCH = '/api/CoursesPublic/CoursesPublicSearchData';

async function figures(handle: DatabaseHandle, dataDir: string, label: string) {
  let t0 = performance.now();
  await seedReference(handle.db, handle.dialect, { geo: 'sample' });
  const demo = await seedDemo(handle.db, handle.dialect, { institutions: 2_000, courses: COURSES, seed: 11, today: '2026-01-15' });
  console.log(`  seed (${label}): ${demo.rows.courses.toLocaleString('en')} courses in ${ms(performance.now() - t0)}`);

  // A published course at a campus, its institution's catalogue editor (a demo member), the search filter that finds it.
  const course = await handle.db
    .selectFrom('course_search as cs')
    .innerJoin('award_levels as al', 'al.id', 'cs.award_id')
    .select(['cs.course_id', 'cs.legal_id', 'cs.country_id', 'al.group_id'])
    .orderBy('cs.course_id')
    .limit(1)
    .offset(Math.floor(COURSES / 2))
    .executeTakeFirstOrThrow();
  const editor = await handle.db.selectFrom('clients').select('id').where('email', '=', DEMO_MEMBERS[0]!.email).executeTakeFirstOrThrow();
  await handle.db.insertInto('workspace_members').values({ legal_id: course.legal_id, client_id: editor.id, role: 'catalogue_editor', created_at: new Date().toISOString() }).execute();

  const server = await startMemberServer(handle, dataDir);
  try {
    const token = await server.tokenOf(DEMO_MEMBERS[0]!.email);
    const org = `org=${course.legal_id}`;
    const search = async (text: string): Promise<number[]> => {
      const reply = (await (await server.call(token, SEARCH, { search: text, country_fk: course.country_id, AwardG_fk: course.group_id, from: 0, to: 10 })).json()) as { rows: Array<{ courseFk: number }> };
      return reply.rows.map((row) => row.courseFk);
    };
    t0 = performance.now();
    await search('nursing');
    await buildIndexes(handle);
    console.log(`  the running server's search index built in ${ms(performance.now() - t0)}`);

    const { course: read } = (await (await server.call(token, `/api/workspace/catalogue/course?${org}&courseId=${course.course_id}`)).json()) as { course: Record<string, unknown> };
    const body = { ...read, courseId: course.course_id, intakes: undefined, status: undefined, id: undefined, awardName: undefined };
    const replies: number[] = [];
    const visible: number[] = [];
    for (let edit = 0; edit < EDITS; edit++) {
      const name = `Bachelor of Estuary Studies ${edit} ${Math.random().toString(36).slice(2, 8)}`;
      const sent = performance.now();
      await server.call(token, `/api/workspace/catalogue/courses/update?${org}`, { ...body, name });
      const replied = performance.now();
      replies.push(replied - sent);
      for (;;) {
        if ((await search(name)).includes(Number(course.course_id))) break;
        if (performance.now() - replied > 10_000) throw new Error(`catalogue: "${name}" not found by search 10 s after the edit`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      visible.push(performance.now() - replied);
      // The next edit comes after the server rebuilt its index for this one (the usual state of a server).
      await buildIndexes(handle);
    }
    visible.sort((a, b) => a - b);
    replies.sort((a, b) => a - b);
    console.log(`  edit reply p50 ${ms(percentile(replies, 50))}  max ${ms(replies.at(-1)!)};  reply → found by course search p50 ${ms(percentile(visible, 50))}  max ${ms(visible.at(-1)!)}  (${EDITS} renames)`);
    check(`catalogue edit visible to course search at ${COURSES.toLocaleString('en')} courses, ${label} (max)`, visible.at(-1)!, BUDGET_MS, ms(visible.at(-1)!));
  } finally {
    await server.close();
  }
}

export async function catalogueFigures(): Promise<void> {
  console.log(`\nCatalogue edits (issue 27) at ${COURSES.toLocaleString('en')} courses:`);
  const opens = { sqlite: sqliteDatabase, postgres: postgresDatabase } as Record<string, () => Promise<BenchDatabase | string>>;
  for (const open of (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',').flatMap((name) => opens[name] ?? [])) {
    const database = await open();
    if (typeof database === 'string') {
      console.log(`  Skipping PostgreSQL: ${database}`);
      continue;
    }
    try {
      await figures(database.handle, database.dataDir, database.handle.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite');
    } finally {
      await database.dispose();
    }
  }
}
