import type { Kysely } from 'kysely';
import type { Database } from '../db/schema/index.js';
import { inLocaleOrder } from '@studyatlas/core';
import { coursesWithNames } from './course-fields.js';
import { translationsOf } from '../catalogue/course-translation-rows.js';
import { exportId, ownSurveys } from './scope.js';

/*
 * An organisation's catalogue in the import format (docs/data-import.md), as JSON Lines: the
 * institution (or agent), its campuses, courses, intakes and questionnaires, one record a line,
 * parents first, in id order. Rows without an external id carry the one the scoped import knows them
 * by (import/scope.ts), so exporting, importing the file and exporting again gives the same bytes.
 * Empty values are left out (the importer reads a missing field as empty).
 */

const PAGE = 1_000;
type Record = { [field: string]: unknown };

/** Drops null and '' fields, keeping the order of the rest. */
const compact = (record: Record): Record => Object.fromEntries(Object.entries(record).filter(([, value]) => value !== null && value !== undefined && value !== ''));
const line = (record: Record) => `${JSON.stringify(compact(record))}\n`;
const flag = (value: number | string) => Number(value) === 1;
const number = (value: number | string | null) => (value === null ? null : Number(value));

/** A course's translations as the import reads them ({ "fr": { "name", "description" } }, the locales' order), or null without any. */
function translationsObject(rows: ReadonlyArray<{ locale: string; name: string | null; description: string | null }>): Record | null {
  if (!rows.length) return null;
  return Object.fromEntries(inLocaleOrder(rows).map((t) => [t.locale, compact({ name: t.name, description: t.description })]));
}

/** The organisation's catalogue as JSON Lines, a record per chunk. */
export async function* exportCatalogue(db: Kysely<Database>, legalId: number): AsyncGenerator<string> {
  const own = await db.selectFrom('legal_entities').select(['id', 'kind', 'external_id', 'name', 'description', 'web_address', 'email', 'phone']).where('id', '=', legalId).executeTakeFirst();
  if (!own) return;
  const legalKey = own.external_id ?? exportId('institution', legalId);
  yield line({ type: own.kind === 'A' ? 'agent' : 'institution', external_id: legalKey, name: own.name, description: own.description, web_address: own.web_address, email: own.email, phone: own.phone });

  const locations = await db
    .selectFrom('locations as l')
    .innerJoin('cities as c', 'c.id', 'l.city_id')
    .innerJoin('states as s', 's.id', 'c.state_id')
    .innerJoin('countries as k', 'k.id', 'c.country_id')
    .select(['l.id', 'l.external_id', 'l.name', 'l.address', 'l.postcode', 'l.latitude', 'l.longitude', 'l.phone', 'l.email', 'l.is_head_office', 'l.approximate', 'c.name as city', 's.name as state', 'k.iso2'])
    .where('l.legal_id', '=', legalId)
    .orderBy('l.id')
    .execute();
  const locationKeys = new Map<number, string>();
  for (const l of locations) {
    const key = l.external_id ?? exportId('location', l.id);
    locationKeys.set(l.id, key);
    // An approximate campus sits at its state's centre: its place is the locality's name, not coordinates.
    const approximate = flag(l.approximate);
    yield line({
      type: 'location', external_id: key, institution: legalKey, name: l.name, country: l.iso2, state: l.state, city: l.city, address: l.address, postcode: l.postcode,
      latitude: approximate ? null : number(l.latitude), longitude: approximate ? null : number(l.longitude), phone: l.phone, email: l.email, head_office: flag(l.is_head_office),
    });
  }

  const courseKeys = new Map<number, string>();
  for (let after = 0; ; ) {
    const courses = await coursesWithNames(db)
      .where('c.legal_id', '=', legalId)
      .where('c.id', '>', after)
      .orderBy('c.id')
      .limit(PAGE)
      .execute();
    if (!courses.length) break;
    const ids = courses.map((c) => c.id);
    // A course's campuses, and those its intakes are at (an intake needs its campus listed to import).
    const campuses = await db
      .selectFrom('course_campuses')
      .select(['course_id', 'location_id'])
      .where('course_id', 'in', ids)
      .union(db.selectFrom('intakes').select(['course_id', 'location_id']).where('course_id', 'in', ids))
      .orderBy('course_id')
      .orderBy('location_id')
      .execute();
    const translations = await translationsOf(db, ids);
    for (const c of courses) {
      const key = c.external_id ?? exportId('course', c.id);
      courseKeys.set(c.id, key);
      yield line({
        type: 'course', external_id: key, institution: legalKey, name: c.name, course_code: c.course_code, major: c.major, minor: c.minor, award: c.award_name || c.award,
        campuses: campuses.filter((row) => row.course_id === c.id).map((row) => locationKeys.get(row.location_id)).filter(Boolean),
        description: c.description, structure: c.structure, duration_months: number(c.duration_months), duration_text: c.duration_text, student_type: c.student_type,
        interview_required: flag(c.interview_required), min_reference: Number(c.min_reference), status: c.status,
        translations: translationsObject(translations.filter((t) => t.course_id === c.id)),
      });
    }
    after = courses[courses.length - 1]!.id;
  }

  for (let after = 0; ; ) {
    const intakes = await db
      .selectFrom('intakes as i')
      .innerJoin('courses as c', 'c.id', 'i.course_id')
      .innerJoin('study_modes as m', 'm.id', 'i.study_mode_id')
      .select(['i.id', 'i.course_id', 'i.location_id', 'i.start_date', 'i.seats', 'i.annual_fee', 'i.total_fee', 'i.currency', 'm.name as mode'])
      .where('c.legal_id', '=', legalId)
      .where('i.id', '>', after)
      .orderBy('i.id')
      .limit(PAGE)
      .execute();
    if (!intakes.length) break;
    for (const i of intakes) {
      yield line({
        type: 'intake', course: courseKeys.get(i.course_id), campus: locationKeys.get(i.location_id), study_mode: i.mode, start_date: i.start_date,
        seats: number(i.seats), annual_fee: number(i.annual_fee), total_fee: number(i.total_fee), currency: i.currency,
      });
    }
    after = intakes[intakes.length - 1]!.id;
  }

  const surveys = await ownSurveys(db, legalId).select(['surveys.id', 'surveys.external_id', 'surveys.title', 'surveys.course_id']).orderBy('surveys.id').execute();
  for (const s of surveys) {
    const questions = await db.selectFrom('survey_questions').select(['id', 'question_type', 'text', 'mandatory', 'end_of_questionnaire', 'field_count']).where('survey_id', '=', s.id).orderBy('position').execute();
    const choices = questions.length
      ? await db.selectFrom('survey_choices').select(['question_id', 'text']).where('question_id', 'in', questions.map((q) => q.id)).orderBy('question_id').orderBy('position').execute()
      : [];
    yield line({
      type: 'survey', external_id: s.external_id ?? exportId('survey', s.id), title: s.title,
      ...(s.course_id !== null ? { course: courseKeys.get(s.course_id) } : { institution: legalKey }),
      questions: questions.map((q) => {
        const texts = choices.filter((c) => c.question_id === q.id).map((c) => c.text);
        return compact({ type: q.question_type, text: q.text, mandatory: flag(q.mandatory), end_of_questionnaire: flag(q.end_of_questionnaire), field_count: Number(q.field_count), choices: texts.length ? texts : null });
      }),
    });
  }
}
