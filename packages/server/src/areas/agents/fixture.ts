import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { CITY, GEO, seedInstitutionsFixture, type Fixture } from '../institutions/fixture.js';

export { CITY, GEO };

export interface AgentsFixture extends Fixture {
  /** Harbour Agents' only office (Sydney), headed by Ann Lee. */
  harbourAgentsSydney: number;
  /** Koala Advisors: head office Melbourne, second office Wollongong (~68 km from Sydney). */
  koalaMelbourne: number;
  koalaWollongong: number;
}

/**
 * The institutions fixture (three agents: Harbour Agents in Sydney representing Université Harbour
 * and Melbourne Institute of Technology, Koala Advisors in Melbourne representing Harbour, Lonely
 * Agency in London) plus what the agents area adds: a second Koala office in Wollongong, Lonely
 * representing King's College London, professional bodies and an office head.
 */
export async function seedAgentsFixture(db: Kysely<Database>): Promise<AgentsFixture> {
  const f = await seedInstitutionsFixture(db);
  const officeOf = async (legalId: number) =>
    (await db.selectFrom('locations').select('id').where('legal_id', '=', legalId).orderBy('id').executeTakeFirstOrThrow()).id;
  const harbourAgentsSydney = await officeOf(f.harbourAgents);
  const koalaMelbourne = await officeOf(f.koala);
  const koalaWollongong = (
    await db
      .insertInto('locations')
      .values({ legal_id: f.koala, name: 'Koala Wollongong', city_id: GEO.wollongong, address: '5 Crown Street', postcode: '2500', ...CITY.wollongong, is_head_office: 0, phone: '+61 2 4200 0000', email: 'wollongong@koala.example' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await db.insertInto('agent_institutions').values({ agent_id: f.lonely, institution_id: f.kings }).execute();
  await db
    .insertInto('agent_professional_bodies')
    .values([
      { agent_id: f.harbourAgents, name: 'Register of Qualified Education Counsellors', membership_no: 'RQEC-1234', web_address: 'https://www.rqec.example' },
      { agent_id: f.harbourAgents, name: 'Council of Study Abroad Advisers', membership_no: null, web_address: null },
    ])
    .execute();
  await db.insertInto('agent_location_heads').values({ location_id: harbourAgentsSydney, head_name: 'Ann Lee' }).execute();
  return { ...f, harbourAgentsSydney, koalaMelbourne, koalaWollongong };
}
