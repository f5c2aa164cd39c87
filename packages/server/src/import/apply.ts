import { CAMPUS_NAME_MAX, CATALOGUE_LIMITS as L, COURSE_NAME_MAX, EXTERNAL_ID_MAX, CITY_NAME_MAX, INSTITUTION_NAME_MAX } from '@studyatlas/core';
import type { Kysely } from 'kysely';
import type { LegalKind } from '../db/schema/catalog.js';
import type { Database } from '../db/schema/index.js';
import { awardKey } from './award-map.js';
import type { CityRef, ImportLookups } from './lookups.js';
import { otherAward } from './other-award.js';
import { OTHER_AWARD } from '../catalogue/other-award-names.js';
import { resolveCity } from './resolve-city.js';
import { RowReader, suggestion } from './row-reader.js';
import type { ImportSession, RowPlace } from './session.js';
import { placeOf } from './report.js';
import { replaceTranslations } from '../catalogue/course-translation-rows.js';

/** What applying one record did: landed (created or updated), or the reasons it was rejected. */
export type Outcome = 'created' | 'updated' | { errors: string[] };

export interface ApplyContext {
  db: Kysely<Database>;
  lookups: ImportLookups;
  /** Creation timestamp for new rows. */
  now: string;
  /** The file being imported, as the user named it (messages name it when a reference points elsewhere). */
  file: string;
  /** external ids whose own rows were rejected, in this file or (in a session) an earlier one. */
  rejected: ImportSession['rejected'];
  /** Award name key (awardKey) → lower-cased award level name, from the award map. */
  awardMap: ReadonlyMap<string, string>;
  /** Warnings of the row being applied (it lands all the same): the caller moves them to the report. */
  warnings: string[];
}

const KIND_NAME: Record<LegalKind, string> = { I: 'institution', A: 'agent' };
const quote = (s: string) => JSON.stringify(s);
const failed = (r: RowReader): Outcome => ({ errors: r.errors });

/** Why a reference does not resolve: its row was rejected (here or in another file), or there is none. */
export function notFound(ctx: ApplyContext, what: string, id: string, rejected: ReadonlyMap<string, RowPlace>): string {
  const at = rejected.get(id);
  if (!at) return `${what} ${quote(id)} not found (neither in this file nor imported before)`;
  return at.file === ctx.file ? `${what} ${quote(id)} was rejected on ${placeOf(at)}` : `${what} ${quote(id)} was rejected (file ${at.file} ${placeOf(at)})`;
}

export async function applyLegal(ctx: ApplyContext, values: Readonly<Record<string, unknown>>, kind: LegalKind): Promise<Outcome> {
  const r = new RowReader(values);
  const externalId = r.required('external_id', EXTERNAL_ID_MAX);
  const row = {
    name: r.required('name', INSTITUTION_NAME_MAX),
    description: r.text('description', { max: 10_000 }) ?? '',
    web_address: r.webAddress('web_address'),
    email: r.email('email'),
    phone: r.phone('phone'),
  };
  if (r.errors.length) return failed(r);
  const existing = ctx.lookups.legal.get(externalId);
  if (existing && existing.kind !== kind) {
    return { errors: [`external_id ${quote(externalId)} already belongs to the ${KIND_NAME[existing.kind]} ${quote(existing.name)} (institutions and agents share external ids)`] };
  }
  if (existing) {
    await ctx.db.updateTable('legal_entities').set(row).where('id', '=', existing.id).execute();
    ctx.lookups.legal.set(externalId, { ...existing, name: row.name });
    return 'updated';
  }
  const { id } = await ctx.db
    .insertInto('legal_entities')
    .values({ ...row, kind, external_id: externalId, created_at: ctx.now })
    .returning('id')
    .executeTakeFirstOrThrow();
  ctx.lookups.legal.set(externalId, { id, kind, name: row.name });
  return 'created';
}

export async function applyLocation(ctx: ApplyContext, values: Readonly<Record<string, unknown>>): Promise<Outcome> {
  const r = new RowReader(values);
  const externalId = r.required('external_id', EXTERNAL_ID_MAX);
  const ownerId = r.required('institution', EXTERNAL_ID_MAX);
  const name = r.required('name', CAMPUS_NAME_MAX);
  const iso2 = r.required('country', 10).toUpperCase();
  const stateName = r.text('state', { max: 100 });
  const cityName = r.required('city', CITY_NAME_MAX);
  const latitude = r.coordinate('latitude', 90);
  const longitude = r.coordinate('longitude', 180);
  const fields = {
    address: r.text('address', { max: 300 }) ?? '',
    postcode: r.text('postcode', { max: 20 }) ?? '',
    phone: r.phone('phone'),
    email: r.email('email'),
    is_head_office: r.flag('head_office'),
  };
  if (r.has('latitude') !== r.has('longitude')) {
    r.fail('give both latitude and longitude, or neither (then the city’s coordinates are used)');
  }
  const owner = ownerId ? ctx.lookups.legal.get(ownerId) : undefined;
  if (ownerId && !owner) r.fail(notFound(ctx, 'institution', ownerId, ctx.rejected.legal));
  const country = iso2 ? ctx.lookups.countries.get(iso2) : undefined;
  if (iso2 && !country) r.fail(`country ${quote(iso2)} is not an ISO 3166-1 two-letter country code (such as AU, GB, US)`);
  let city: CityRef | null = null;
  const point = latitude !== null && longitude !== null ? { latitude, longitude } : null;
  if (country && cityName) {
    const cities = await ctx.lookups.citiesOf(country.id);
    const answer = resolveCity(cities, { country: country.name, city: cityName, state: stateName, point, postcode: fields.postcode || null });
    if ('error' in answer) r.fail(answer.error);
    else if (!r.errors.length && owner) city = 'city' in answer ? answer.city : await ctx.lookups.addCity(cities, answer.add);
    if ('warnings' in answer && !r.errors.length) ctx.warnings.push(...answer.warnings);
  }
  if (r.errors.length || !owner || !country || !city) return failed(r);

  const approximate = city.approximate && !point ? 1 : 0;
  const existing = ctx.lookups.locations.get(externalId);
  if (existing && existing.legalId !== owner.id) {
    return { errors: [`location ${quote(externalId)} already belongs to another institution or agent`] };
  }
  const row = { ...fields, legal_id: owner.id, name, city_id: city.id, latitude: latitude ?? city.latitude, longitude: longitude ?? city.longitude, approximate };
  const { currency } = country;
  if (existing) {
    await ctx.db.updateTable('locations').set(row).where('id', '=', existing.id).execute();
    ctx.lookups.locations.set(externalId, { ...existing, currency });
    return 'updated';
  }
  const { id } = await ctx.db.insertInto('locations').values({ ...row, external_id: externalId }).returning('id').executeTakeFirstOrThrow();
  ctx.lookups.locations.set(externalId, { id, legalId: owner.id, currency });
  return 'created';
}

/**
 * An award level by its name (case, accents and punctuation aside) or through the award map; else
 * the "Other award" level of the group the award's words, or the course name's, point to, with a
 * warning (the course keeps the award's name as the file gave it).
 */
async function findAward(ctx: ApplyContext, name: string, course: string): Promise<{ id: number; givenName: string }> {
  const { awards } = ctx.lookups;
  const key = awardKey(name);
  const mapped = ctx.awardMap.get(key);
  const award =
    awards.get(name.toLowerCase()) ?? (mapped ? awards.get(mapped) : undefined) ?? [...awards.values()].find((a) => awardKey(a.name) === key); // "Bachelor Honours"
  if (award && award.name !== OTHER_AWARD) return { id: award.id, givenName: '' };
  const other = await otherAward(ctx.db, name, course);
  const known = [...awards.values()].map((a) => a.name).filter((a) => a !== OTHER_AWARD);
  const by = other.by === 'award' ? 'by its name' : other.by === 'course' ? 'by the course name' : 'nothing in the row tells its group';
  ctx.warnings.push(
    `award ${quote(name)} is not an award level: filed under "${OTHER_AWARD}" of ${other.group} (${by}), shown as ${quote(name)}; map it to a level in the award map to file it exactly (see docs/data-import.md)${suggestion(name, known)}`,
  );
  return { id: other.id, givenName: name };
}

export async function applyCourse(ctx: ApplyContext, values: Readonly<Record<string, unknown>>): Promise<Outcome> {
  const { lookups } = ctx;
  const r = new RowReader(values);
  const externalId = r.required('external_id', EXTERNAL_ID_MAX);
  const ownerId = r.required('institution', EXTERNAL_ID_MAX);
  const majorName = r.required('major', 100);
  const minorName = r.text('minor', { max: 100 });
  const awardName = r.required('award', 100);
  const campusIds = r.list('campuses');
  const fields = {
    name: r.required('name', COURSE_NAME_MAX),
    course_code: r.text('course_code', { max: L.courseCode }) ?? '',
    description: r.text('description', { max: L.longText }) ?? '',
    structure: r.text('structure', { max: L.longText }) ?? '',
    duration_months: r.integer('duration_months', L.durationMonths.min, L.durationMonths.max),
    duration_text: r.text('duration_text', { max: L.durationText }) ?? '',
    student_type: r.text('student_type', { max: L.studentType }) ?? '',
    interview_required: r.flag('interview_required'),
    min_reference: r.integer('min_reference', L.minReference.min, L.minReference.max) ?? 0,
  };
  const status = r.courseStatus();
  const translations = r.translations();

  const owner = ownerId ? lookups.legal.get(ownerId) : undefined;
  if (ownerId && !owner) r.fail(notFound(ctx, 'institution', ownerId, ctx.rejected.legal));
  if (owner?.kind === 'A') r.fail(`${quote(ownerId)} is an agent; courses belong to institutions`);
  const major = majorName ? lookups.majors.get(majorName.toLowerCase()) : undefined;
  if (majorName && !major) r.fail(`major ${quote(majorName)} is not a study area${suggestion(majorName, [...lookups.majors.values()].map((m) => m.name))}`);
  const minor = major && minorName ? major.minors.get(minorName.toLowerCase()) : undefined;
  if (major && minorName && !minor) {
    const elsewhere = lookups.minorsByName.get(minorName.toLowerCase())?.[0];
    r.fail(
      `minor ${quote(minorName)} is not a minor of ${major.name}` +
        (elsewhere ? ` (it belongs to ${elsewhere.major})` : suggestion(minorName, [...major.minors.values()].map((m) => m.name))),
    );
  }
  // A course keeps the campuses that resolve; the others are warnings, unless none resolves.
  const locationIds: number[] = [];
  const campusProblems: string[] = [];
  for (const campusId of campusIds) {
    const campus = lookups.locations.get(campusId);
    if (!campus) campusProblems.push(notFound(ctx, 'campus', campusId, ctx.rejected.location));
    else if (owner && campus.legalId !== owner.id) campusProblems.push(`campus ${quote(campusId)} belongs to another institution`);
    else locationIds.push(campus.id);
  }
  if (r.errors.length || !owner || !major || !awardName || (campusProblems.length && !locationIds.length)) {
    return { errors: [...r.errors, ...campusProblems] };
  }
  const award = await findAward(ctx, awardName, fields.name);
  for (const problem of campusProblems) ctx.warnings.push(`${problem}: the course lands without that campus`);

  const existing = lookups.courses.get(externalId);
  if (existing && existing.legalId !== owner.id) return { errors: [`course ${quote(externalId)} already belongs to another institution`] };
  const row = { ...fields, legal_id: owner.id, major_id: major.id, minor_id: minor?.id ?? null, award_id: award.id, award_name: award.givenName, ...(status ? { status } : {}) };
  let courseId: number;
  if (existing) {
    courseId = existing.id;
    await ctx.db.updateTable('courses').set(row).where('id', '=', courseId).execute();
    // The listed campuses replace the old ones; intakes at a campus no longer listed go with it.
    const dropped = [...(await lookups.campusesOf(courseId))].filter((id) => !locationIds.includes(id));
    if (dropped.length) {
      await ctx.db.deleteFrom('intakes').where('course_id', '=', courseId).where('location_id', 'in', dropped).execute();
      await ctx.db.deleteFrom('course_campuses').where('course_id', '=', courseId).where('location_id', 'in', dropped).execute();
    }
  } else {
    courseId = (await ctx.db.insertInto('courses').values({ ...row, external_id: externalId, created_at: ctx.now }).returning('id').executeTakeFirstOrThrow()).id;
    lookups.courses.set(externalId, { id: courseId, legalId: owner.id });
  }
  const present = existing ? await lookups.campusesOf(courseId) : new Set<number>();
  const added = locationIds.filter((id) => !present.has(id));
  if (added.length) await ctx.db.insertInto('course_campuses').values(added.map((location_id) => ({ course_id: courseId, location_id }))).execute();
  lookups.setCampuses(courseId, locationIds);
  await replaceTranslations(ctx.db, courseId, translations, !existing);
  return existing ? 'updated' : 'created';
}

export async function applyIntake(ctx: ApplyContext, values: Readonly<Record<string, unknown>>): Promise<Outcome> {
  const { lookups } = ctx;
  const r = new RowReader(values);
  const courseRef = r.required('course', EXTERNAL_ID_MAX);
  const campusRef = r.required('campus', EXTERNAL_ID_MAX);
  const modeName = r.required('study_mode', 50);
  const startDate = r.day('start_date', true);
  const seats = r.integer('seats', L.seats.min, L.seats.max);
  const annualFee = r.amount('annual_fee');
  const totalFee = r.amount('total_fee');
  const currency = r.currency();

  const course = courseRef ? lookups.courses.get(courseRef) : undefined;
  if (courseRef && !course) r.fail(notFound(ctx, 'course', courseRef, ctx.rejected.course));
  const campus = campusRef ? lookups.locations.get(campusRef) : undefined;
  if (campusRef && !campus) r.fail(notFound(ctx, 'campus', campusRef, ctx.rejected.location));
  if (course && campus && !(await lookups.campusesOf(course.id)).has(campus.id)) {
    r.fail(`campus ${quote(campusRef)} is not one of course ${quote(courseRef)}'s campuses (list it in the course's campuses)`);
  }
  const mode = modeName ? lookups.modes.get(modeName.toLowerCase()) : undefined;
  if (modeName && !mode) r.fail(`study_mode ${quote(modeName)} is not a study mode${suggestion(modeName, [...lookups.modes.values()].map((m) => m.name))}`);
  if (r.errors.length || !course || !campus || !mode || !startDate) return failed(r);

  const row = { seats, annual_fee: annualFee, total_fee: totalFee, currency: currency ?? campus.currency };
  const existing = await ctx.db
    .selectFrom('intakes')
    .select('id')
    .where('course_id', '=', course.id)
    .where('location_id', '=', campus.id)
    .where('study_mode_id', '=', mode.id)
    .where('start_date', '=', startDate)
    .executeTakeFirst();
  if (existing) {
    await ctx.db.updateTable('intakes').set(row).where('id', '=', existing.id).execute();
    return 'updated';
  }
  await ctx.db.insertInto('intakes').values({ ...row, course_id: course.id, location_id: campus.id, study_mode_id: mode.id, start_date: startDate }).execute();
  return 'created';
}
