import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { num } from '../../db/numbers.js';
import { coursesWithNames } from '../../import/course-fields.js';
import type { FieldChange } from './catalogue-queries.js';
import { inLocaleOrder } from '@studyatlas/core';
import { translationsOf } from '../../catalogue/course-translation-rows.js';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * A course's or an intake's fields as the history shows them: by the import's column names, with
 * names for ids (study area, award, campuses, study mode), so "before" reads as the editor saw it.
 */
export type Snapshot = Record<string, string>;

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

export async function courseSnapshot(db: Db, courseId: number): Promise<Snapshot> {
  const row = await coursesWithNames(db).where('c.id', '=', courseId).executeTakeFirstOrThrow();
  const campuses = await db
    .selectFrom('course_campuses as cc')
    .innerJoin('locations as l', 'l.id', 'cc.location_id')
    .select('l.name')
    .where('cc.course_id', '=', courseId)
    .orderBy('l.name')
    .execute();
  // Each translation's texts under their import columns (name.fr, description.fr), as the history names them.
  const translated = inLocaleOrder(await translationsOf(db, [courseId])).flatMap((t) => [
    [`name.${t.locale}`, text(t.name)],
    [`description.${t.locale}`, text(t.description)],
  ]);
  return {
    name: row.name,
    course_code: row.course_code,
    major: row.major,
    minor: text(row.minor),
    award: row.award_name || row.award,
    campuses: campuses.map((c) => c.name).join('; '),
    duration_months: text(row.duration_months),
    duration_text: row.duration_text,
    student_type: row.student_type,
    interview_required: num(row.interview_required) === 1 ? 'yes' : 'no',
    min_reference: text(row.min_reference),
    description: row.description,
    structure: row.structure,
    status: row.status,
    ...Object.fromEntries(translated.filter(([, value]) => value !== '')),
  };
}

export async function intakeSnapshot(db: Db, intakeId: number): Promise<Snapshot> {
  const row = await db
    .selectFrom('intakes as i')
    .innerJoin('locations as l', 'l.id', 'i.location_id')
    .innerJoin('study_modes as sm', 'sm.id', 'i.study_mode_id')
    .select(['l.name as campus', 'sm.name as study_mode', 'i.start_date', 'i.seats', 'i.annual_fee', 'i.total_fee', 'i.currency'])
    .where('i.id', '=', intakeId)
    .executeTakeFirstOrThrow();
  return {
    campus: row.campus,
    study_mode: row.study_mode,
    start_date: row.start_date,
    seats: text(row.seats),
    annual_fee: text(row.annual_fee === null ? null : Number(row.annual_fee)),
    total_fee: text(row.total_fee === null ? null : Number(row.total_fee)),
    currency: row.currency,
  };
}

/** The fields whose values differ (a new record: `before` empty; a removed one: `after` empty). */
export function changesBetween(before: Snapshot, after: Snapshot): FieldChange[] {
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.flatMap((field) => ((before[field] ?? '') === (after[field] ?? '') ? [] : [{ field, before: before[field] ?? '', after: after[field] ?? '' }]));
}
