import { catalogueTransferMessages } from '@studyatlas/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema/index.js';
import type { RecordType } from './format.js';
import type { ImportLookups } from './lookups.js';

/*
 * An import scoped to one organisation (the workspace's upload, issue 27): a row that would create or
 * change another institution's or agent's records — or a new institution — is rejected in the report
 * and never written. Rows the organisation made elsewhere without an external id (the demo catalogue,
 * the workspace's editing) are exported under `studyatlas:<kind>:<id>`, and the scoped import knows
 * them by those names, so an exported file imports back onto the same rows.
 */

export interface ImportScope {
  /** The organisation (legal entity) every row must belong to. */
  legalId: number;
}

export type ExportIdKind = 'institution' | 'location' | 'course' | 'survey';

const PREFIX = 'studyatlas';
/** The external id an export gives a row that has none. */
export const exportId = (kind: ExportIdKind, id: number): string => `${PREFIX}:${kind}:${id}`;

const quote = (s: string) => JSON.stringify(s);
const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');

/** Registers the organisation's rows without an external id under their export ids (where the name is free). */
export async function addExportAliases(db: Kysely<Database>, lookups: ImportLookups, legalId: number): Promise<void> {
  const own = await db.selectFrom('legal_entities').select(['id', 'kind', 'name', 'external_id']).where('id', '=', legalId).executeTakeFirst();
  const alias = <T>(map: Map<string, T>, key: string, value: T) => {
    if (!map.has(key)) map.set(key, value);
  };
  if (own && own.external_id === null) alias(lookups.legal, exportId('institution', legalId), { id: legalId, kind: own.kind, name: own.name });
  const locations = await db
    .selectFrom('locations')
    .innerJoin('cities', 'cities.id', 'locations.city_id')
    .innerJoin('countries', 'countries.id', 'cities.country_id')
    .select(['locations.id', 'countries.currency'])
    .where('locations.legal_id', '=', legalId)
    .where('locations.external_id', 'is', null)
    .execute();
  for (const l of locations) alias(lookups.locations, exportId('location', l.id), { id: l.id, legalId, currency: l.currency });
  const courses = await db.selectFrom('courses').select('id').where('legal_id', '=', legalId).where('external_id', 'is', null).execute();
  for (const c of courses) alias(lookups.courses, exportId('course', c.id), { id: c.id, legalId });
  for (const s of await ownSurveys(db, legalId).where('surveys.external_id', 'is', null).select('surveys.id').execute()) {
    alias(lookups.surveyAliases, exportId('survey', s.id), s.id);
  }
}

/** The organisation's surveys: its own, and its courses'. */
export const ownSurveys = (db: Kysely<Database>, legalId: number) =>
  db
    .selectFrom('surveys')
    .leftJoin('courses', 'courses.id', 'surveys.course_id')
    .where((eb) => eb.or([eb('surveys.legal_id', '=', legalId), eb('courses.legal_id', '=', legalId)]));

/** Why a row is outside the organisation's catalogue, or null when it is the organisation's own (or names nothing that exists yet). */
export async function outOfScope(db: Kysely<Database>, lookups: ImportLookups, scope: ImportScope, type: RecordType, values: Readonly<Record<string, unknown>>): Promise<string | null> {
  const refused = (what: string) => `${what} is ${catalogueTransferMessages.outOfScope}`;
  const legal = (field: string): string | null => {
    const key = text(values[field]);
    if (!key) return null;
    const owner = lookups.legal.get(key);
    return owner && owner.id === scope.legalId ? null : refused(`${field === 'external_id' ? type : 'institution'} ${quote(key)}`);
  };
  switch (type) {
    case 'institution':
    case 'agent':
      return legal('external_id');
    case 'location':
    case 'course':
      return legal('institution');
    case 'intake': {
      const key = text(values.course);
      const course = key ? lookups.courses.get(key) : undefined;
      return course && course.legalId !== scope.legalId ? refused(`course ${quote(key)}`) : null;
    }
    case 'survey': {
      const course = text(values.course);
      if (course) {
        const found = lookups.courses.get(course);
        if (found && found.legalId !== scope.legalId) return refused(`course ${quote(course)}`);
      }
      const owner = text(values.institution) ? legal('institution') : null;
      if (owner) return owner;
      const key = text(values.external_id);
      if (!key || lookups.surveyAliases.has(key)) return null;
      const existing = await db.selectFrom('surveys').select('id').where('external_id', '=', key).executeTakeFirst();
      if (!existing) return null;
      const mine = await ownSurveys(db, scope.legalId).where('surveys.id', '=', existing.id).select('surveys.id').executeTakeFirst();
      return mine ? null : refused(`survey ${quote(key)}`);
    }
  }
}
