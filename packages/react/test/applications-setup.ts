import type { Kysely } from 'kysely';
import type { CourseParameter } from '@studyatlas/core/contracts';
import type { Database } from '../../server/src/db/schema/index.js';
import { createPartnerKey } from '../../server/src/areas/applications/partner-keys.js';

/** What the my-applications suites need: two course intakes of one institution and that institution's partner key. */
export interface ApplicationsFixture {
  institutionId: number;
  /** Two intakes of different courses of the institution, without a seat limit (any number of suites may submit them). */
  courses: CourseParameter[];
  /** The first course's name in Spanish (course_translations, issue 28); it has no other translation. */
  spanishName: string;
  /** A partner key of the institution (Authorization: Bearer …) to move the timeline. */
  partnerKey: string;
}

/**
 * Picks, in the seeded demo catalogue, an institution with two courses whose intakes have no seat
 * limit, and creates its partner key (stored hashed, as `studyatlas partner-key create` does).
 */
export async function seedApplicationsFixture(db: Kysely<Database>): Promise<ApplicationsFixture> {
  const intakes = await db
    .selectFrom('intakes as i')
    .innerJoin('courses as c', 'c.id', 'i.course_id')
    .select(['i.id', 'i.course_id', 'i.location_id', 'i.study_mode_id', 'i.start_date', 'c.legal_id'])
    .where('i.seats', 'is', null)
    .orderBy('c.legal_id')
    .orderBy('i.id')
    .execute();
  const byInstitution = new Map<number, typeof intakes>();
  for (const intake of intakes) {
    const legalId = Number(intake.legal_id);
    const list = byInstitution.get(legalId) ?? [];
    if (!list.some((other) => other.course_id === intake.course_id)) list.push(intake);
    byInstitution.set(legalId, list);
  }
  const [institutionId, chosen] = [...byInstitution].find(([, list]) => list.length >= 2) ?? [];
  if (!institutionId || !chosen) throw new Error('the test catalogue has no institution with two unlimited intakes');
  const { key } = await createPartnerKey(db, institutionId, 'React suites', new Date());
  const spanishName = 'Grado en Ciencias Aplicadas';
  await db.insertInto('course_translations').values({ course_id: chosen[0]!.course_id, locale: 'es', name: spanishName, description: null }).execute();
  return {
    institutionId,
    spanishName,
    courses: chosen.slice(0, 2).map((intake) => ({
      CourseFk: Number(intake.course_id),
      LocationFk: Number(intake.location_id),
      IntakeFk: Number(intake.id),
      CourseStudyModeFk: Number(intake.study_mode_id),
      IntakeDate: String(intake.start_date),
      AppliedForLegalId: institutionId,
    })),
    partnerKey: key,
  };
}
