import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema/index.js';

/**
 * Courses with the names the import format gives their ids (study area major and minor, award level):
 * what the catalogue export writes and what the workspace's history shows of a course. Narrow it
 * with `where`.
 */
export const coursesWithNames = (db: Kysely<Database> | Transaction<Database>) =>
  db
    .selectFrom('courses as c')
    .innerJoin('study_areas as major', 'major.id', 'c.major_id')
    .leftJoin('study_areas as minor', 'minor.id', 'c.minor_id')
    .innerJoin('award_levels as a', 'a.id', 'c.award_id')
    .select([
      'c.id', 'c.external_id', 'c.name', 'c.course_code', 'c.description', 'c.structure', 'c.duration_months', 'c.duration_text', 'c.student_type', 'c.interview_required', 'c.min_reference',
      'c.award_name', 'c.status', 'major.name as major', 'minor.name as minor', 'a.name as award',
    ]);
