import { addDays, dayToTime, formatDay } from '../dates.js';
import type { Random } from '../prng.js';
import { STUDY_MODES } from '../reference-data.js';
import { INTAKE_MONTHS, PRICE_LEVEL } from './cities.js';
import { awardsOf, courseTitle, durationText, GROUP_MAJORS, type AwardInfo, type MajorInfo } from './course-rules.js';
import type { Campus, Institution } from './generate-organisations.js';
import type { IdCounter } from './ids.js';
import type { GroupName } from './institution-types.js';
import { fill, paragraph } from './text.js';
import type { DemoContext, DemoData } from './types.js';
import { COURSE_SENTENCES, UNIT_PATTERNS } from './words.js';

const MODE_ID = Object.fromEntries(STUDY_MODES.map((name, i) => [name, i + 1])) as Record<(typeof STUDY_MODES)[number], number>;

/** Annual tuition range per study level group, in Australian price level. */
const ANNUAL_FEE: Readonly<Record<GroupName, readonly [number, number]>> = {
  School: [15_000, 32_000],
  'English language': [14_000, 20_000],
  Vocational: [8_000, 18_000],
  Undergraduate: [26_000, 48_000],
  Postgraduate: [30_000, 56_000],
};

/** How many courses each institution teaches: at least one each, the rest by the type's weight. */
function allocate(random: Random, institutions: readonly Institution[], total: number): number[] {
  const counts: number[] = institutions.map(() => (total >= institutions.length ? 1 : 0));
  let remaining = total - counts.reduce((a, b) => a + b, 0);
  const cumulative: number[] = [];
  let sum = 0;
  for (const institution of institutions) {
    sum += institution.type.courseWeight * (0.5 + random.float());
    cumulative.push(sum);
  }
  while (remaining-- > 0) {
    const roll = random.float() * sum;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (cumulative[mid]! > roll) high = mid;
      else low = mid + 1;
    }
    counts[low]!++;
  }
  return counts;
}

function stepped(random: Random, [min, max, step]: readonly [number, number, number]): number {
  return min + step * random.int(0, Math.floor((max - min) / step));
}

/** The first 1–3 intake dates in the institution's usual months, within 18 months after `today`. */
function intakeDates(random: Random, today: string, iso2: string, group: GroupName): string[] {
  const usual = INTAKE_MONTHS[iso2] ?? [2, 9];
  const months = group === 'English language' || group === 'Vocational' ? [...usual, 4, 10] : usual;
  const day = random.pick([1, 5, 8, 12, 15, 20, 24]);
  const start = new Date(dayToTime(today));
  const dates: string[] = [];
  for (let offset = 1; offset <= 18; offset++) {
    const date = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + offset, day));
    if (months.includes(date.getUTCMonth() + 1)) dates.push(formatDay(date));
  }
  return dates.slice(0, random.int(1, 3));
}

/** Tell apart a course an institution offers again (a language school's many General English classes). */
const FLAVOURS = ['Intensive', 'Extended', 'Evening', 'Accelerated', 'Weekend', 'Semi-intensive'] as const;

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

function structure(random: Random, field: string): string {
  const units = random.sample(UNIT_PATTERNS, random.int(4, 9)).map((u) => fill(u, { field }));
  const core = units.slice(0, Math.ceil(units.length / 2));
  const electives = units.slice(core.length);
  return `Core units: ${core.join(', ')}.${electives.length ? ` Electives include ${electives.join(', ')}.` : ''}`;
}

function studyModes(random: Random, group: GroupName, campusIndex: number): number[] {
  const modes = [MODE_ID['Full time']];
  if (group !== 'School' && group !== 'English language' && random.chance(0.3)) modes.push(MODE_ID['Part time']);
  if (campusIndex === 0 && group !== 'School' && random.chance(0.12)) modes.push(MODE_ID.Online);
  if (campusIndex === 0 && random.chance(0.04)) modes.push(MODE_ID.Distance);
  if (random.chance(0.05)) modes.push(MODE_ID.Blended);
  return modes;
}

/** The majors an institution teaches at a level: its focus where the level offers it, else the level's. */
function majorsOf(institution: Institution, group: GroupName): ReadonlyArray<readonly [MajorInfo, number]> {
  const all = GROUP_MAJORS[group];
  const focus = institution.focus;
  if (!focus) return all;
  const focused = all.filter(([major]) => focus.includes(major.name));
  return focused.length > 0 ? focused : all;
}

export function generateCourses(
  random: Random,
  ctx: DemoContext,
  ids: IdCounter,
  data: DemoData,
  institutions: readonly Institution[],
  total: number,
): void {
  const counts = allocate(random, institutions, total);
  institutions.forEach((institution, index) => {
    const titles = new Set<string>();
    for (let k = 0; k < counts[index]!; k++) {
      const group = random.weighted(institution.type.groups);
      const award = random.weighted(awardsOf(group).map((a) => [a, a.weight] as const));
      let major = random.weighted(majorsOf(institution, group));
      let minor = random.chance(0.9) ? random.pick(major.minors) : null;
      const variant = () => (award.variants ? random.pick(award.variants) : '');
      let name = courseTitle(award, major, minor, variant());
      for (let attempt = 0; attempt < 5 && titles.has(name); attempt++) {
        major = random.weighted(majorsOf(institution, group));
        minor = random.pick(major.minors);
        name = courseTitle(award, major, minor, variant());
      }
      const base = name;
      for (let n = 0; titles.has(name); n++) name = `${base} (${FLAVOURS[n] ?? `Stream ${n + 2}`})`;
      titles.add(name);

      const months = stepped(random, award.months);
      const courseId = ids.next('courses');
      data.courses.push({
        id: courseId,
        legal_id: institution.id,
        external_id: null,
        name,
        course_code: `${award.abbreviation}${major.field.replace(/[^A-Z]/g, '')}${random.int(1000, 9999)}`,
        major_id: major.id,
        minor_id: minor?.id ?? null,
        award_id: award.id,
        description: paragraph(random, COURSE_SENTENCES, 1, 7, {
          course: name,
          field: (minor?.name ?? major.field).toLowerCase(),
          institution: institution.name,
          city: institution.city.name,
        }),
        structure: structure(random, minor?.name ?? major.field),
        duration_months: months,
        duration_text: durationText(months, group),
        student_type: random.weighted([['Domestic and international', 55], ['International', 40], ['Domestic', 5]] as const),
        interview_required: random.chance(award.name === 'Doctorate' || major.name === 'Medicine and Dentistry' ? 0.7 : 0.1) ? 1 : 0,
        min_reference: group === 'Postgraduate' ? random.int(1, 2) : random.chance(0.15) ? 1 : 0,
        created_at: `${addDays(ctx.today, -random.int(0, 720))}T09:00:00.000Z`,
      });

      const campuses = random.sample(institution.campuses, random.weighted([[1, 60], [2, 30], [3, 10]] as const));
      campuses.sort((a, b) => a.id - b.id);
      campuses.forEach((campus, campusIndex) => {
        data.course_campuses.push({ course_id: courseId, location_id: campus.id });
        addIntakes(random, ctx, ids, data, courseId, campus, campusIndex, award, group, months);
      });
    }
  });
}

function addIntakes(
  random: Random,
  ctx: DemoContext,
  ids: IdCounter,
  data: DemoData,
  courseId: number,
  campus: Campus,
  campusIndex: number,
  award: AwardInfo,
  group: GroupName,
  months: number,
): void {
  const [low, high] = ANNUAL_FEE[group];
  const level = PRICE_LEVEL[campus.city.iso2] ?? 1;
  const annual = roundTo(random.int(low, high) * level * (award.name === 'Doctorate' ? 0.85 : 1), 10);
  const dates = intakeDates(random, ctx.today, campus.city.iso2, group);
  for (const modeId of studyModes(random, group, campusIndex)) {
    const factor = modeId === MODE_ID['Part time'] ? 0.5 : modeId === MODE_ID['Full time'] ? 1 : 0.85;
    const yearly = roundTo(annual * factor, 10);
    for (const start of dates) {
      data.intakes.push({
        id: ids.next('intakes'),
        course_id: courseId,
        location_id: campus.id,
        study_mode_id: modeId,
        start_date: start,
        seats: random.chance(0.1) ? null : random.int(2, 40) * 5,
        annual_fee: months >= 12 ? yearly : null,
        total_fee: roundTo((annual * factor * months) / 12, 10),
        currency: campus.city.currency,
      });
    }
  }
}
