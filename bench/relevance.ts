/**
 * Relevance of the course search (issue 14): from the default demo catalogue (SQLite), queries with
 * known answers — a course's exact name, the name with one typo (a random edit in a word of 5+
 * letters, never its first letter), "and" for "&", a degree abbreviation for its words (Bachelor of
 * Science → BSc), the first words only — each searched through the in-memory index as the API does
 * (no filter, first page). A hit: the course, or a course of exactly that name, in the top 1 / top 3
 * (first words: a course whose name starts with them). The demo names are generated ("Bachelor of
 * {field}"), so relevance-catalogue.ts imports courses with the difficulties of real catalogues beside
 * them. Also prints what the catalogue's names offer
 * (duplicates, "&", apostrophes, long names) and the index's build time and size.
 */
import { normaliseSearchText } from '@studyatlas/core';
import type { DatabaseHandle } from '@studyatlas/server';
import { seedDemo, seedReference } from '../packages/server/src/seed/index.js';
import { searchCourses } from '../packages/server/src/areas/courses/search.js';
import { createCourseIndexKeeper } from '../packages/server/src/areas/courses/search-index/keeper.js';
import { DEFAULT_EQUIVALENCES } from '../packages/server/src/text-search/index.js';
import { checkAtLeast } from './budgets.js';
import { DIFFICULT_NAMES, importDifficultNames } from './relevance-catalogue.js';
import { ms } from './measure.js';

/** Queries per kind (fewer when the catalogue has fewer candidates). */
const PER_KIND = Number(process.env.BENCH_RELEVANCE_QUERIES ?? 500);
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** A small seeded generator (mulberry32), so every run asks the same queries. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** One random edit (substitution, deletion, insertion or neighbour transposition) after the first letter. */
function typo(word: string, next: () => number): string {
  const at = 1 + Math.floor(next() * (word.length - 1));
  const letter = () => LETTERS[Math.floor(next() * LETTERS.length)]!;
  switch (Math.floor(next() * 4)) {
    case 0: {
      let c = letter();
      while (c === word[at]) c = letter();
      return word.slice(0, at) + c + word.slice(at + 1);
    }
    case 1:
      return word.slice(0, at) + word.slice(at + 1);
    case 2:
      return word.slice(0, at) + letter() + word.slice(at);
    default:
      return at + 1 < word.length && word[at] !== word[at + 1] ? word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2) : word.slice(0, at) + word.slice(at + 1);
  }
}

interface Query {
  text: string;
  courseId: number;
  /** A hit's normalised name: equal to this (or, for first words, starting with it). */
  name: string;
  prefix?: boolean;
}

export async function relevanceFigures(handle: DatabaseHandle): Promise<void> {
  const { db, dialect } = handle;
  let t0 = performance.now();
  await seedReference(db, dialect, { geo: 'full' });
  const demo = await seedDemo(db, dialect, {});
  const difficult = await importDifficultNames(db);
  console.log(
    `\nRelevance (SQLite, default demo catalogue: ${demo.rows.courses} courses, and ${difficult} imported with difficult names — "&", apostrophes, accents, long names; seeded in ${ms(performance.now() - t0)})`,
  );
  t0 = performance.now();
  const index = await createCourseIndexKeeper(db).ready();
  if (!index) throw new Error('the course index was not built');
  console.log(`  index: ${index.size.toLocaleString('en')} rows built in ${ms(performance.now() - t0)}, ${(index.bytes / 1_048_576).toFixed(1)} MB of arrays and sets`);

  const courses = await db.selectFrom('courses').select(['id', 'name', 'legal_id']).orderBy('id').execute();
  const byName = new Map<string, number>();
  for (const c of courses) byName.set(normaliseSearchText(c.name), (byName.get(normaliseSearchText(c.name)) ?? 0) + 1);
  const shared = [...byName.values()].filter((n) => n > 1);
  const long = courses.filter((c) => normaliseSearchText(c.name).split(' ').length >= 8).length;
  console.log(
    `  names: ${byName.size.toLocaleString('en')} distinct of ${courses.length.toLocaleString('en')}; ${shared.length} names shared by several courses (up to ${Math.max(0, ...shared)}); ` +
      `${courses.filter((c) => c.name.includes('&')).length} with "&", ${courses.filter((c) => /['’]/.test(c.name)).length} with an apostrophe, ${long} of 8+ words`,
  );

  const next = random(14);
  const sample = <T>(list: readonly T[]): T[] => {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy.slice(0, PER_KIND);
  };
  const norm = (c: { name: string }) => normaliseSearchText(c.name);
  const abbreviations = DEFAULT_EQUIVALENCES.filter((g) => g.length === 2 && g[1]!.includes(' ')).map(([short, long]) => [short!, long!] as const);
  const kinds: Record<string, Query[]> = {
    'exact name': sample(courses).map((c) => ({ text: c.name, courseId: c.id, name: norm(c) })),
    'difficult name': sample(courses.filter((c) => DIFFICULT_NAMES.some(([name]) => name === c.name))).map((c) => ({ text: c.name, courseId: c.id, name: norm(c) })),
    'one typo': sample(courses.filter((c) => norm(c).split(' ').some((w) => w.length >= 5))).map((c) => {
      const words = norm(c).split(' ');
      const candidates = words.flatMap((w, i) => (w.length >= 5 ? [i] : []));
      const at = candidates[Math.floor(next() * candidates.length)]!;
      words[at] = typo(words[at]!, next);
      return { text: words.join(' '), courseId: c.id, name: norm(c) };
    }),
    '"and" for "&"': sample(courses.filter((c) => c.name.includes('&'))).map((c) => ({ text: c.name.replace(/&/g, 'and'), courseId: c.id, name: norm(c) })),
    abbreviation: sample(courses.filter((c) => abbreviations.some(([, long]) => ` ${norm(c)} `.includes(` ${long} `)))).map((c) => {
      const [short, long] = abbreviations.find(([, l]) => ` ${norm(c)} `.includes(` ${l} `))!;
      return { text: ` ${norm(c)} `.replace(` ${long} `, ` ${short} `).trim(), courseId: c.id, name: norm(c) };
    }),
    'first words': sample(courses.filter((c) => norm(c).split(' ').length > 3)).map((c) => {
      const words = norm(c).split(' ').slice(0, 3).join(' ');
      return { text: words, courseId: c.id, name: words, prefix: true };
    }),
  };

  const today = new Date().toISOString().slice(0, 10);
  const rates: Record<string, { top1: number; top3: number; n: number }> = {};
  for (const [kind, queries] of Object.entries(kinds)) {
    // BENCH_RELEVANCE_MISSES=n prints the first n misses of each kind.
    let misses = Number(process.env.BENCH_RELEVANCE_MISSES ?? 0);
    let top1 = 0;
    let top3 = 0;
    for (const q of queries) {
      const { rows } = await searchCourses(db, dialect, { keyWord: q.text }, { from: 0, to: 3, intakeFrom: today }, { index });
      const hit = (r: { course_id: number; name: string }) =>
        r.course_id === q.courseId || (q.prefix ? `${normaliseSearchText(r.name)} `.startsWith(`${q.name} `) : normaliseSearchText(r.name) === q.name);
      if (rows.slice(0, 1).some(hit)) top1++;
      if (rows.some(hit)) top3++;
      else if (misses-- > 0) console.log(`      miss: "${q.text}" (${q.name}) → ${rows.map((r) => `${r.name} [${r.rank}]`).join(' | ') || 'nothing'}`);
    }
    rates[kind] = { top1: queries.length ? top1 / queries.length : NaN, top3: queries.length ? top3 / queries.length : NaN, n: queries.length };
    const pct = (x: number) => (Number.isNaN(x) ? 'n/a' : `${(100 * x).toFixed(1)} %`);
    console.log(`  ${kind.padEnd(14)} ${String(queries.length).padStart(4)} queries  top-1 ${pct(rates[kind]!.top1).padStart(7)}  top-3 ${pct(rates[kind]!.top3).padStart(7)}${queries.length ? '' : '  (the demo catalogue has no such names)'}`);
    if (queries[0]) console.log(`      e.g. "${queries[0].text}"`);
  }
  const percent = (x: number) => `${(100 * x).toFixed(1)} %`;
  checkAtLeast('relevance: exact names with their course (or one of that name) in the top 3', rates['exact name']!.top3, 0.99, percent(rates['exact name']!.top3));
  checkAtLeast('relevance: difficult names (imported: "&", apostrophes, long names) in the top 3', rates['difficult name']!.top3, 0.99, percent(rates['difficult name']!.top3));
  checkAtLeast('relevance: names with one typo with their course (or one of that name) in the top 3', rates['one typo']!.top3, 0.95, percent(rates['one typo']!.top3));
}
