import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { num } from '../../db/numbers.js';
import { englishModuleId, QUALIFICATION_LEVELS, LANGUAGES } from '../reference-education.js';
import { HOME_INSTITUTIONS } from './generate-members.js';

const level = (name: (typeof QUALIFICATION_LEVELS)[number]) => QUALIFICATION_LEVELS.indexOf(name) + 1;
const ENGLISH = LANGUAGES.indexOf('English') + 1;
/** IELTS Academic is the first test; its modules Listening, Reading, Writing, Speaking, Overall. */
const IELTS = 1;
const IELTS_SCORES = ['7.5', '7', '6.5', '7', '7'];

/** What the demo student's two qualifications say, oldest first. */
const QUALIFICATIONS = [
  { qualification: 'Higher Secondary Certificate (Science)', level_id: level('Higher secondary (Year 12)'), awarding_body: 'National Examinations Board', subject_grade_date: 'Physics A, Chemistry A, Mathematics A+' },
  { qualification: 'Bachelor of Science in Computing', level_id: level('Bachelor'), subject_grade_date: 'Computing, First division' },
] as const;

/**
 * The demo student's (`email`) education (member §3): two complete qualifications (the studies the friends
 * seed gave them, completed, plus a bachelor when there was one study only) and an IELTS Academic
 * result with its five scores, in their home town. Runs once: nothing happens when a qualification
 * already has a level or a test is there. Returns the rows added or completed.
 */
export async function seedDemoEducation(db: Kysely<Database>, email: string, createdAt: string): Promise<number> {
  const member = await db
    .selectFrom('clients as c')
    .innerJoin('member_profiles as p', 'p.client_id', 'c.id')
    .where('c.email', '=', email)
    .leftJoin('countries as co', 'co.id', 'p.home_country_id')
    .select(['c.id', 'p.home_country_id', 'p.home_state_id', 'p.home_city_id', 'co.iso2'])
    .executeTakeFirst();
  if (!member || !member.home_country_id || !member.home_state_id || !member.home_city_id) return 0;
  const clientId = num(member.id);
  const home = { country_id: num(member.home_country_id), state_id: num(member.home_state_id), city_id: num(member.home_city_id) };
  // A university of the home country (the friends demo's list), so the record reads true.
  const university = HOME_INSTITUTIONS[member.iso2 ?? '']?.[0] ?? 'National University';
  let changed = 0;

  await db.transaction().execute(async (trx) => {
    const studies = await trx.selectFrom('member_education').select(['id', 'level_id', 'date_to']).where('client_id', '=', clientId).orderBy('date_from').orderBy('id').execute();
    if (!studies.some((s) => s.level_id !== null)) {
      if (studies.length < 2) {
        const lastYear = Number((studies[0]?.date_to ?? '2012-11-30').slice(0, 4));
        await trx
          .insertInto('member_education')
          .values({ client_id: clientId, country_id: home.country_id, legal_id: null, institution_name: university, qualification: '', date_from: `${lastYear + 1}-02-01`, date_to: `${lastYear + 4}-11-30`, created_at: createdAt })
          .execute();
        changed += 1;
      }
      const rows = await trx.selectFrom('member_education').select('id').where('client_id', '=', clientId).orderBy('date_from').orderBy('id').limit(2).execute();
      for (const [index, row] of rows.entries()) {
        await trx
          .updateTable('member_education')
          .set({ ...QUALIFICATIONS[index]!, ...(index === 1 ? { awarding_body: university } : {}), language_id: ENGLISH, highest: index === rows.length - 1 ? 1 : 0, updated_at: createdAt })
          .where('id', '=', row.id)
          .execute();
        changed += 1;
      }
    }

    const tested = await trx.selectFrom('member_english_tests').select('id').where('client_id', '=', clientId).executeTakeFirst();
    if (!tested) {
      const { id } = await trx
        .insertInto('member_english_tests')
        .values({ client_id: clientId, kind: 'E', test_id: IELTS, test_date: '2025-10-04', report_no: '25NP004512STUS001A', ...home, created_at: createdAt, updated_at: createdAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('member_english_scores')
        .values(IELTS_SCORES.map((score_value, i) => ({ english_id: num(id), module_id: englishModuleId(IELTS - 1, i), score_value })))
        .execute();
      changed += 1;
    }
  });
  return changed;
}
