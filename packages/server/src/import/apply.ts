import type { Kysely } from 'kysely';
import type { LegalKind } from '../db/schema/catalog.js';
import type { Database } from '../db/schema/index.js';
import type { ImportLookups } from './lookups.js';
import { RowReader, suggestion } from './row-reader.js';

/** What applying one record did: landed (created or updated), or the reasons it was rejected. */
export type Outcome = 'created' | 'updated' | { errors: string[] };

export interface ApplyContext {
  db: Kysely<Database>;
  lookups: ImportLookups;
  /** Creation timestamp for new rows. */
  now: string;
  /** external ids whose own rows were rejected in this file → line, for clearer follow-up messages. */
  rejectedLegal: Map<string, number>;
  rejectedLocations: Map<string, number>;
  rejectedCourses: Map<string, number>;
}

const KIND_NAME: Record<LegalKind, string> = { I: 'institution', A: 'agent' };
const quote = (s: string) => JSON.stringify(s);
const failed = (r: RowReader): Outcome => ({ errors: r.errors });

function notFound(what: string, id: string, rejected: Map<string, number>): string {
  const line = rejected.get(id);
  return line ? `${what} ${quote(id)} was rejected on line ${line}` : `${what} ${quote(id)} not found (neither in this file nor imported before)`;
}

export async function applyLegal(ctx: ApplyContext, values: Readonly<Record<string, unknown>>, kind: LegalKind): Promise<Outcome> {
  const r = new RowReader(values);
  const externalId = r.required('external_id', 100);
  const row = {
    name: r.required('name', 200),
    description: r.text('description', { max: 10_000 }) ?? '',
    web_address: r.url('web_address'),
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

async function resolveCity(
  ctx: ApplyContext,
  r: RowReader,
  country: { id: number; name: string },
  cityName: string,
  stateName: string | null,
): Promise<{ id: number; latitude: number; longitude: number } | null> {
  const { byName, states } = await ctx.lookups.citiesOf(country.id);
  let candidates = byName.get(cityName.toLowerCase()) ?? [];
  if (stateName) {
    const wanted = stateName.toLowerCase();
    const state = states.find((s) => s.code.toLowerCase() === wanted || s.name.toLowerCase() === wanted);
    if (!state) return r.fail(`state ${quote(stateName)} not found in ${country.name}${suggestion(stateName, states.map((s) => s.name))}`);
    if (candidates.length === 0) return r.fail(`city ${quote(cityName)} not found in ${country.name}${suggestion(cityName, byName.keys())}`);
    candidates = candidates.filter((c) => c.stateId === state.id);
    if (candidates.length === 0) return r.fail(`city ${quote(cityName)} not found in ${state.name}, ${country.name}`);
  }
  if (candidates.length === 0) {
    const hint = suggestion(cityName, [...byName.values()].map((list) => list[0]!.name));
    return r.fail(`city ${quote(cityName)} not found in ${country.name}${hint}`);
  }
  if (candidates.length > 1) {
    const codes = candidates.map((c) => states.find((s) => s.id === c.stateId)?.code ?? '?');
    return r.fail(`city ${quote(cityName)} exists in several states of ${country.name} (${codes.join(', ')}): add the state`);
  }
  return candidates[0]!;
}

export async function applyLocation(ctx: ApplyContext, values: Readonly<Record<string, unknown>>): Promise<Outcome> {
  const r = new RowReader(values);
  const externalId = r.required('external_id', 100);
  const ownerId = r.required('institution', 100);
  const name = r.required('name', 200);
  const iso2 = r.required('country', 10).toUpperCase();
  const stateName = r.text('state', { max: 100 });
  const cityName = r.required('city', 100);
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
  if (ownerId && !owner) r.fail(notFound('institution', ownerId, ctx.rejectedLegal));
  const country = iso2 ? ctx.lookups.countries.get(iso2) : undefined;
  if (iso2 && !country) r.fail(`country ${quote(iso2)} is not an ISO 3166-1 two-letter country code (such as AU, GB, US)`);
  const city = country && cityName ? await resolveCity(ctx, r, country, cityName, stateName) : null;
  if (r.errors.length || !owner || !country || !city) return failed(r);

  const existing = ctx.lookups.locations.get(externalId);
  if (existing && existing.legalId !== owner.id) {
    return { errors: [`location ${quote(externalId)} already belongs to another institution or agent`] };
  }
  const row = { ...fields, legal_id: owner.id, name, city_id: city.id, latitude: latitude ?? city.latitude, longitude: longitude ?? city.longitude };
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

export async function applyCourse(ctx: ApplyContext, values: Readonly<Record<string, unknown>>): Promise<Outcome> {
  const { lookups } = ctx;
  const r = new RowReader(values);
  const externalId = r.required('external_id', 100);
  const ownerId = r.required('institution', 100);
  const majorName = r.required('major', 100);
  const minorName = r.text('minor', { max: 100 });
  const awardName = r.required('award', 100);
  const campusIds = r.list('campuses');
  const fields = {
    name: r.required('name', 300),
    course_code: r.text('course_code', { max: 50 }) ?? '',
    description: r.text('description', { max: 10_000 }) ?? '',
    structure: r.text('structure', { max: 10_000 }) ?? '',
    duration_months: r.integer('duration_months', 1, 240),
    duration_text: r.text('duration_text', { max: 100 }) ?? '',
    student_type: r.text('student_type', { max: 100 }) ?? '',
    interview_required: r.flag('interview_required'),
    min_reference: r.integer('min_reference', 0, 10) ?? 0,
  };

  const owner = ownerId ? lookups.legal.get(ownerId) : undefined;
  if (ownerId && !owner) r.fail(notFound('institution', ownerId, ctx.rejectedLegal));
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
  const award = awardName ? lookups.awards.get(awardName.toLowerCase()) : undefined;
  if (awardName && !award) r.fail(`award ${quote(awardName)} is not an award level${suggestion(awardName, [...lookups.awards.values()].map((a) => a.name))}`);
  const locationIds: number[] = [];
  for (const campusId of campusIds) {
    const campus = lookups.locations.get(campusId);
    if (!campus) r.fail(notFound('campus', campusId, ctx.rejectedLocations));
    else if (owner && campus.legalId !== owner.id) r.fail(`campus ${quote(campusId)} belongs to another institution`);
    else locationIds.push(campus.id);
  }
  if (r.errors.length || !owner || !major || !award) return failed(r);

  const existing = lookups.courses.get(externalId);
  if (existing && existing.legalId !== owner.id) return { errors: [`course ${quote(externalId)} already belongs to another institution`] };
  const row = { ...fields, legal_id: owner.id, major_id: major.id, minor_id: minor?.id ?? null, award_id: award.id };
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
  return existing ? 'updated' : 'created';
}

export async function applyIntake(ctx: ApplyContext, values: Readonly<Record<string, unknown>>): Promise<Outcome> {
  const { lookups } = ctx;
  const r = new RowReader(values);
  const courseRef = r.required('course', 100);
  const campusRef = r.required('campus', 100);
  const modeName = r.required('study_mode', 50);
  const startDate = r.day('start_date', true);
  const seats = r.integer('seats', 0, 100_000);
  const annualFee = r.amount('annual_fee');
  const totalFee = r.amount('total_fee');
  const currency = r.text('currency', { max: 3 })?.toUpperCase() ?? null;
  if (currency && !/^[A-Z]{3}$/.test(currency)) r.fail(`currency must be a three-letter ISO 4217 code such as AUD, got ${quote(currency)}`);

  const course = courseRef ? lookups.courses.get(courseRef) : undefined;
  if (courseRef && !course) r.fail(notFound('course', courseRef, ctx.rejectedCourses));
  const campus = campusRef ? lookups.locations.get(campusRef) : undefined;
  if (campusRef && !campus) r.fail(notFound('campus', campusRef, ctx.rejectedLocations));
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
