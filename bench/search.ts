/**
 * Search speed at catalogue scale: 1,000,000 courses (10,000 institutions; BENCH_COURSES sets it) seeded into one
 * database, then per shape the HTTP figures (autocannon on 127.0.0.1) beside the raw in-process
 * time of the service call. Request bodies cycle through several terms, countries, level groups,
 * offsets and cities so that consecutive requests differ.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'kysely';
import { searchKeyOf } from '@studyatlas/core';
import { buildApp, loadConfig, type DatabaseHandle } from '@studyatlas/server';
import { seedDemo, seedReference } from '../packages/server/src/seed/index.js';
import { bumpCourseSearchVersion } from '../packages/server/src/db/search/index.js';
import { searchCourses } from '../packages/server/src/areas/courses/search.js';
import { courseIndexKeeper } from '../packages/server/src/areas/courses/search-index/keeper.js';
import { campusIndexKeeper } from '../packages/server/src/areas/institutions/campus-index.js';
import { createInstitutionsService } from '../packages/server/src/areas/institutions/service.js';
import type { AppContext } from '../packages/server/src/http/context.js';
import { httpLoad, type HttpFigures } from './http-load.js';
import { ms, timeCalls } from './measure.js';
import { check } from './budgets.js';

/** Issue 14's scale: 1,000,000 courses (BENCH_COURSES for a quicker run) at 10,000 institutions. */
export const SCALE = { institutions: 10_000, courses: Number(process.env.BENCH_COURSES ?? 1_000_000), seed: 7 };
/** Institution campuses at scale (issue 14): the seed gives about two per institution, the bench adds the rest. */
export const CAMPUSES = 50_000;
const COURSE_PATH = '/api/CoursesPublic/CoursesPublicSearchData';
const NAME_PATH = '/api/InstitutePublic/InstSearchDataPublic';
const LOCATION_PATH = '/api/Institute/InstSearchByLoc';
const DISTANCE_PATH = '/api/InstitutePublic/SearchByDistanceAwardP';
const LOAD = { connections: 10, seconds: Number(process.env.BENCH_SECONDS ?? 4) };
const IN_PROCESS_RUNS = Number(process.env.BENCH_RUNS ?? 40);

interface Shape {
  name: string;
  path: string;
  bodies: Array<Record<string, unknown>>;
  course: boolean;
  /** The institutions service's call of an institution shape. */
  institutions?: 'searchByName' | 'searchByLocation' | 'searchByDistance';
}

/** Rows per INSERT of the added campuses (13 columns, well under both databases' parameter limits). */
const CAMPUS_INSERT_ROWS = 500;

/**
 * Adds campuses to the seeded institutions until they have CAMPUSES in all: each a copy of one of
 * the institution's campuses moved a few km (same city), never a head office. Moves the search
 * version on, as an import would. Returns the institution campuses there are.
 */
async function spreadCampuses(handle: DatabaseHandle): Promise<number> {
  const { db } = handle;
  const campuses = await db
    .selectFrom('locations as l')
    .innerJoin('legal_entities as le', 'le.id', 'l.legal_id')
    .where('le.kind', '=', 'I')
    .select(['l.legal_id', 'l.name', 'l.city_id', 'l.latitude', 'l.longitude'])
    .orderBy('l.id')
    .execute();
  const missing = CAMPUSES - campuses.length;
  if (missing <= 0) return campuses.length;
  let id = Number((await db.selectFrom('locations').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow()).id);
  const rows = Array.from({ length: missing }, (_, k) => {
    const from = campuses[(k * 7919) % campuses.length]!;
    const shift = (k % 13) / 13 - 0.5;
    return {
      id: ++id,
      legal_id: from.legal_id,
      external_id: null,
      name: `${from.name} ${k + 2}`,
      city_id: from.city_id,
      address: `${(k % 300) + 1} Bench Street`,
      postcode: '',
      latitude: Number(from.latitude) + shift * 0.04,
      longitude: Number(from.longitude) - shift * 0.04,
      phone: null,
      email: null,
      is_head_office: 0,
    };
  });
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < rows.length; start += CAMPUS_INSERT_ROWS) await trx.insertInto('locations').values(rows.slice(start, start + CAMPUS_INSERT_ROWS)).execute();
    await bumpCourseSearchVersion(trx, handle.dialect);
  });
  return campuses.length + rows.length;
}

/** Seeds the catalogue at scale into an open, migrated, empty database. */
export async function seedAtScale(handle: DatabaseHandle, label: string): Promise<void> {
  let t0 = performance.now();
  await seedReference(handle.db, handle.dialect, { geo: 'full' });
  const referenceMs = performance.now() - t0;
  t0 = performance.now();
  const demo = await seedDemo(handle.db, handle.dialect, { ...SCALE, members: false });
  const seeded = demo.rows.locations;
  const campuses = await spreadCampuses(handle);
  // Write the bulk load's dirty pages out now, not during the measurements (PostgreSQL's next
  // checkpoint would otherwise land in the middle of them).
  if (handle.dialect === 'postgres') await sql`checkpoint`.execute(handle.db).catch(() => undefined);
  console.log(
    `  seed (${label}): reference ${ms(referenceMs)}; ${demo.rows.legal_entities} institutions and agents, ` +
      `${demo.rows.courses} courses, ${demo.rows.course_campuses} course campuses, ${campuses} institution campuses ` +
      `(${seeded} campuses and offices seeded, institution campuses added up to ${CAMPUSES.toLocaleString('en')}) in ${ms(performance.now() - t0)}`,
  );
}

/** Words of the institution names: the most common ones, rare ones (2 to 5 institutions) and words no name holds. */
async function institutionWords(handle: DatabaseHandle) {
  const names = await handle.db.selectFrom('legal_entities').select('name').where('kind', '=', 'I').execute();
  const counts = new Map<string, number>();
  for (const { name } of names) for (const word of new Set(searchKeyOf(name).split(' '))) if (word.length >= 4) counts.set(word, (counts.get(word) ?? 0) + 1);
  const sorted = [...counts.entries()].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1));
  return {
    common: sorted.slice(0, 8).map(([word]) => word),
    rare: sorted.filter(([, count]) => count >= 2 && count <= 5).slice(0, 24).map(([word]) => word),
    nothing: ['zqxv', 'qwzzk', 'xjqvb', 'vzzqt', 'kqxzw', 'jzqxq'],
  };
}

/** Institution searches by name (a common word, a rare word, a word no name holds), by location and near a city. */
function institutionShapes(
  words: Awaited<ReturnType<typeof institutionWords>>,
  places: ReadonlyArray<{ country_id: number; state_id: number; city_id: number }>,
  cities: readonly number[],
  range: number[],
  pick: <T>(list: readonly T[], i: number) => T,
): Shape[] {
  const window = (i: number) => ({ rowFrom: (i % 4) * 10, rowTo: (i % 4) * 10 + 10 });
  const place = (i: number) => {
    const p = pick(places, i);
    return i % 3 === 0 ? { country_fk: p.country_id } : i % 3 === 1 ? { state_fk: p.state_id } : { city_fk: p.city_id };
  };
  const shape = (name: string, path: string, institutions: Shape['institutions'], body: (i: number) => Record<string, unknown>): Shape => ({
    name,
    path,
    course: false,
    institutions,
    bodies: range.map(body),
  });
  return [
    shape('institutions by name: a common word', NAME_PATH, 'searchByName', (i) => ({ searchKey: pick(words.common, i), ...window(i) })),
    shape('institutions by name: a rare word', NAME_PATH, 'searchByName', (i) => ({ searchKey: pick(words.rare, i), ...window(i) })),
    shape('institutions by name: a word matching nothing', NAME_PATH, 'searchByName', (i) => ({ searchKey: pick(words.nothing, i), ...window(i) })),
    shape('institutions by name + level group', NAME_PATH, 'searchByName', (i) => ({ searchKey: pick(words.common, i), group_fk: (i % 4) + 1, ...window(i) })),
    shape('institutions by location: country, state or city', LOCATION_PATH, 'searchByLocation', (i) => ({ ...place(i), ...window(i) })),
    shape('institutions by location: every one, deep page', LOCATION_PATH, 'searchByLocation', (i) => ({ rowFrom: 5_000 + 10 * i, rowTo: 5_010 + 10 * i })),
    shape('institutions by distance (100–200 km)', DISTANCE_PATH, 'searchByDistance', (i) => ({ majorcity_fk: pick(cities, i), distance: 100 + 50 * (i % 3), ...window(i) })),
    shape('institutions by distance + name', DISTANCE_PATH, 'searchByDistance', (i) => ({ majorcity_fk: pick(cities, i), distance: 500, searchKey: pick(words.common, i), rowFrom: 0, rowTo: 10 })),
  ];
}

/** The varied request bodies of each shape, read from the seeded catalogue. */
async function shapes(handle: DatabaseHandle): Promise<Shape[]> {
  const { db } = handle;
  const countries = (
    await db.selectFrom('course_search').select((eb) => ['country_id', eb.fn.countAll<number>().as('n')]).groupBy('country_id').orderBy('n', 'desc').limit(6).execute()
  ).map((r) => r.country_id);
  const groups = (await db.selectFrom('award_groups').select('id').orderBy('id').execute()).map((r) => r.id);
  const majors = (await db.selectFrom('study_areas').select('id').where('parent_id', 'is', null).orderBy('id').execute()).map((r) => r.id);
  const cities = (
    await sql<{ city_id: number }>`select l.city_id from locations l join legal_entities le on le.id = l.legal_id where le.kind = 'I' group by l.city_id order by count(*) desc limit 12`.execute(db)
  ).rows.map((r) => r.city_id);
  const modes = (await db.selectFrom('study_modes').select('id').orderBy('id').execute()).map((r) => r.id);
  // Intake days 1–12 months ahead (the seed's intakes fall in the 18 months after today).
  const intakeDays = Array.from({ length: 12 }, (_, k) => new Date(Date.now() + (k + 1) * 30 * 86_400_000).toISOString().slice(0, 10));
  const terms = ['nursing', 'business', 'engineering', 'computer science', 'accounting', 'psychology', 'design', 'law', 'education', 'data', 'marketing', 'health'];
  const broad = ['science', 'management', 'studies', 'business', 'english', 'bachelor'];
  const pick = <T>(list: readonly T[], i: number) => list[i % list.length]!;
  const n = 48;
  const words = await institutionWords(handle);
  const places = (
    await sql<{ country_id: number; state_id: number; city_id: number }>`select ci.country_id, ci.state_id, l.city_id from locations l join legal_entities le on le.id = l.legal_id
      join cities ci on ci.id = l.city_id where le.kind = 'I' group by ci.country_id, ci.state_id, l.city_id order by count(*) desc, l.city_id limit 48`.execute(db)
  ).rows;
  const range = (count: number) => Array.from({ length: count }, (_, i) => i);
  return [
    {
      name: 'course: text + country + level group',
      path: COURSE_PATH,
      course: true,
      bodies: range(n).map((i) => ({ search: pick(terms, i), country_fk: pick(countries, i * 7), AwardG_fk: pick(groups, i * 5), from: 0, to: 10 })),
    },
    {
      name: 'course: broad single term',
      path: COURSE_PATH,
      course: true,
      bodies: range(n).map((i) => ({ keyWord: pick(broad, i), country_fk: pick(countries, i * 5), from: 0, to: 10 })),
    },
    {
      name: 'course: filters only',
      path: COURSE_PATH,
      course: true,
      bodies: range(n).map((i) => ({ country_fk: pick(countries, i), AwardG_fk: pick(groups, i * 7), ...(i % 2 ? { majorFk: pick(majors, i) } : {}), from: 0, to: 10 })),
    },
    {
      name: 'course: deep page (row 5,000+)',
      path: COURSE_PATH,
      course: true,
      bodies: range(n).map((i) => ({ country_fk: pick(countries, i), ...(i % 3 === 0 ? { keyWord: pick(broad, i) } : {}), from: 5_000 + 10 * i, to: 5_010 + 10 * i })),
    },
    {
      name: 'course: broad term + intake from (+ study mode)',
      path: COURSE_PATH,
      course: true,
      bodies: range(n).map((i) => ({
        keyWord: pick(broad, i),
        country_fk: pick(countries, i * 5),
        intakeDate: intakeDays[i % intakeDays.length],
        ...(i % 2 ? { studyModeFk: pick(modes, i) } : {}),
        from: 0,
        to: 10,
      })),
    },
    ...institutionShapes(words, places, cities, range(n), pick),
  ];
}

/** Prints and checks the figures of every shape on one seeded database. */
export async function searchFigures(handle: DatabaseHandle, dataDir: string, label: string, budgetMs: { course: number; any: number }) {
  // BENCH_SHAPES=broad,distance: only the shapes whose name holds one of these words.
  const only = process.env.BENCH_SHAPES?.split(',').filter(Boolean);
  const list = (await shapes(handle)).filter((shape) => !only || only.some((word) => shape.name.includes(word)));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const ctx = { config, database: handle, db: handle.db, now: () => new Date() } as unknown as AppContext;
  const today = new Date().toISOString().slice(0, 10);
  const institutions = createInstitutionsService(ctx);
  const { CourseFilter } = await import('@studyatlas/core/contracts').then((c) => c.courses);
  const { InstituteFilter } = await import('@studyatlas/core/contracts').then((c) => c.institutions);

  // The indexes are built in the background from the first app's start on; the loop's delays show
  // how long the build held up other work once both apps listen (it pauses every 15 ms; garbage
  // collection does not).
  const loop = monitorEventLoopDelay({ resolution: 5 });
  const t0 = performance.now();
  const app = await buildApp({ config, database: handle });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  process.env.SEARCH_CACHE = 'off';
  const uncachedApp = await buildApp({ config, database: handle });
  delete process.env.SEARCH_CACHE;
  const uncachedBase = await uncachedApp.listen({ port: 0, host: '127.0.0.1' });
  // From here on: the apps' own start-up (a few hundred ms of route set-up each) is not the build's.
  loop.enable();
  // Both apps share the database's in-memory indexes: built once.
  const [index, campuses] = await Promise.all([courseIndexKeeper(handle)!.ready(), campusIndexKeeper(handle)!.ready()]);
  if (!index || !campuses) throw new Error('the search indexes were not built');
  const built = performance.now() - t0;
  loop.disable();
  console.log(
    `\n  course search index (${label}): ${index.size.toLocaleString('en')} rows ready ${ms(built)} after start-up ` +
      `(event loop delay meanwhile: p99 ${ms(loop.percentile(99) / 1e6)}, max ${ms(loop.max / 1e6)}); ` +
      `${(index.bytes / 1_048_576).toFixed(1)} MB of arrays and sets; ${campuses.size.toLocaleString('en')} campuses in the campus index\n` +
      `  per 100,000 rows: build ${ms((built * 100_000) / index.size)}, ${((index.bytes * 100_000) / index.size / 1_048_576).toFixed(1)} MB`,
  );
  console.log(
    `\nSearch at ${SCALE.courses.toLocaleString('en')} courses — ${label}. HTTP: autocannon, ${LOAD.connections} connections × ${LOAD.seconds} s, ` +
      `${list[0]!.bodies.length} different bodies cycling; "uncached" = result cache off (every request runs the queries), ` +
      `"cached" = the server as shipped, repeated requests (one pass over the bodies first, then all are served from the result cache). ` +
      `In-process: the raw query function, ${IN_PROCESS_RUNS} sequential calls, no cache.`,
  );
  const line = (name: string, f: HttpFigures) =>
    `    ${name.padEnd(9)} p50 ${ms(f.p50)}  p95 ${ms(f.p95)}  p99 ${ms(f.p99)}  ${f.perSecond.toFixed(0)} req/s${f.errors ? `  (${f.errors} errors)` : ''}`;
  const rows: Array<{ shape: Shape; uncached: HttpFigures; cached?: HttpFigures | undefined; local: { p50: number; p95: number }; databaseOnly?: { p50: number; p95: number } | undefined }> = [];
  for (const shape of list) {
    const call = (withIndex: boolean) => (i: number) => {
      const body = shape.bodies[i % shape.bodies.length]!;
      if (shape.institutions) return institutions[shape.institutions](InstituteFilter.parse(body));
      const f = CourseFilter.parse(body);
      return searchCourses(handle.db, handle.dialect, f, { from: f.from, to: f.to, intakeFrom: today }, { index: withIndex ? index : undefined });
    };
    const local = await timeCalls(IN_PROCESS_RUNS, call(true));
    const databaseOnly = shape.course ? await timeCalls(IN_PROCESS_RUNS, call(false)) : undefined;
    const uncached = await httpLoad(uncachedBase, shape.path, shape.bodies, LOAD);
    // The repeated figure: one pass over the bodies fills the cache, then the same load.
    if (shape.course) for (const body of shape.bodies) await (await fetch(`${base}${shape.path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).arrayBuffer();
    const cached = shape.course ? await httpLoad(base, shape.path, shape.bodies, LOAD) : undefined;
    rows.push({ shape, uncached, cached, local, databaseOnly });
    console.log(
      `  ${shape.name}  (in-process p50 ${ms(local.p50)}, p95 ${ms(local.p95)}` +
        (databaseOnly ? `; without the index, database only: p50 ${ms(databaseOnly.p50)}, p95 ${ms(databaseOnly.p95)})` : ')'),
    );
    console.log(line(shape.course ? 'uncached' : 'HTTP', uncached));
    if (cached) console.log(line('cached', cached));
    // Institution searches have the course search's budget since issue 14.
    const limit = shape.course || shape.institutions ? budgetMs.course : budgetMs.any;
    check(`${label}: ${shape.name} p95 over HTTP${shape.course ? ', uncached' : ''}`, uncached.p95, limit, ms(uncached.p95));
    if (cached) check(`${label}: ${shape.name} p95 over HTTP, cached`, cached.p95, limit, ms(cached.p95));
    check(`${label}: ${shape.name} answered without errors`, uncached.errors + (cached?.errors ?? 0), 0, String(uncached.errors + (cached?.errors ?? 0)));
  }
  await app.close();
  await uncachedApp.close();
  return rows;
}
