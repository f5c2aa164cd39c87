import type { Kysely } from 'kysely';
import { hashPassword } from '../../areas/auth/password.js';
import type { Database } from '../../db/schema/index.js';
import { seedMemberProfiles } from './generate-members.js';
import { seedDemoStudyPreferences } from './profile-study.js';
import { seedDemoEducation } from './profile-education.js';
import { seedDemoWork } from './profile-work.js';
import { seedDemoPassport } from './profile-passport.js';
import { seedDemoBasicDetail } from './profile-basic.js';
import { seedDemoFavouriteIntakes } from './application-ready.js';
import { seedDemoMyFriends } from './my-friends.js';

/** The known demo login, printed at start. */
export const DEMO_MEMBER_EMAIL = 'student@studyatlas.test';
export const DEMO_MEMBER_PASSWORD = 'StudyAtlas1';

/** The first demo members (the demo login first); the friends demo links some of them. */
const NAMED_MEMBERS: ReadonlyArray<{ email: string; first_name: string; surname: string }> = [
  { email: DEMO_MEMBER_EMAIL, first_name: 'Sam', surname: 'Student' },
  { email: 'priya.sharma@studyatlas.test', first_name: 'Priya', surname: 'Sharma' },
  { email: 'wei.chen@studyatlas.test', first_name: 'Wei', surname: 'Chen' },
  { email: 'aarav.thapa@studyatlas.test', first_name: 'Aarav', surname: 'Thapa' },
  { email: 'emma.wilson@studyatlas.test', first_name: 'Emma', surname: 'Wilson' },
  { email: 'lucas.martin@studyatlas.test', first_name: 'Lucas', surname: 'Martin' },
];

/** Further students, so that the friends search finds people from many places. */
const MORE_NAMES: ReadonlyArray<readonly [string, string]> = [
  ['Ananya', 'Iyer'], ['Rohan', 'Mehta'], ['Kavya', 'Reddy'], ['Arjun', 'Nair'], ['Ishaan', 'Kapoor'], ['Diya', 'Patel'],
  ['Vikram', 'Singh'], ['Meera', 'Joshi'], ['Aditya', 'Rao'], ['Sneha', 'Gupta'], ['Karan', 'Malhotra'], ['Pooja', 'Desai'],
  ['Li', 'Na'], ['Zhang', 'Wei'], ['Wang', 'Fang'], ['Liu', 'Yang'], ['Chen', 'Jing'], ['Huang', 'Lei'],
  ['Zhao', 'Min'], ['Xu', 'Ying'], ['Sun', 'Hao'], ['Bikash', 'Gurung'], ['Sita', 'Rai'], ['Prakash', 'Shrestha'],
  ['Anisha', 'Karki'], ['Sujan', 'Tamang'], ['Nisha', 'Adhikari'], ['Ramesh', 'Bhattarai'], ['Puja', 'Magar'], ['Olivia', 'Brown'],
  ['Noah', 'Taylor'], ['Mia', 'Johnson'], ['Liam', 'Anderson'], ['Chloe', 'Roux'], ['Hugo', 'Bernard'], ['Lena', 'Schmidt'],
  ['Felix', 'Weber'], ['Sofia', 'Rossi'], ['Daan', 'de Vries'], ['Aoife', 'Murphy'], ['Jack', "O'Brien"], ['Isla', 'Campbell'],
  ['Ethan', 'Nguyen'], ['Grace', 'Kim'], ['Hannah', 'Müller'], ['Mateo', 'García'], ['Zara', 'Ahmed'], ['Omar', 'Haddad'],
  ['Yuki', 'Tanaka'], ['Ama', 'Mensah'], ['Tariq', 'Hussain'], ['Lucía', 'Fernández'], ['Nikhil', 'Verma'], ['Ayesha', 'Khan'],
];

const emailOf = (first: string, surname: string) =>
  `${first}.${surname}`
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z.]+/g, '') + '@studyatlas.test';

/**
 * The partner workspace's demo staff (issue 26): accounts like the demo members (same password, same
 * guard: they come only with the demo catalogue) but without a student profile; seed/demo/workspace.ts
 * puts them on one institution's staff.
 */
export const DEMO_STAFF: ReadonlyArray<{ email: string; first_name: string; surname: string; role: 'owner' | 'admissions' }> = [
  { email: 'owner@studyatlas.test', first_name: 'Olivia', surname: 'Owens', role: 'owner' },
  { email: 'admissions@studyatlas.test', first_name: 'Adam', surname: 'Reyes', role: 'admissions' },
];

/** Verified demo members (60); all share the demo password. */
export const DEMO_MEMBERS: ReadonlyArray<{ email: string; first_name: string; surname: string }> = [
  ...NAMED_MEMBERS,
  ...MORE_NAMES.map(([first_name, surname]) => ({ email: emailOf(first_name, surname), first_name, surname })),
];

/**
 * Adds the demo members (and the workspace's demo staff accounts) that are not there yet (by e-mail), then gives every demo member without a
 * profile one (places, studies, study preferences) and links some of them as friends; returns how
 * many members it added. The password is hashed once for all of them: argon2id is deliberately slow.
 */
export async function seedMembers(db: Kysely<Database>, createdAt: string): Promise<number> {
  const accounts = [...DEMO_MEMBERS, ...DEMO_STAFF.map(({ email, first_name, surname }) => ({ email, first_name, surname }))];
  const existing = new Set(
    (await db.selectFrom('clients').select('email').where('email', 'in', accounts.map((m) => m.email)).execute()).map((r) => r.email),
  );
  const missing = accounts.filter((m) => !existing.has(m.email));
  if (missing.length > 0) {
    const passwordHash = await hashPassword(DEMO_MEMBER_PASSWORD);
    await db
      .insertInto('clients')
      .values(missing.map((m) => ({ ...m, password_hash: passwordHash, created_at: createdAt, verified_at: createdAt })))
      .onConflict((oc) => oc.column('email').doNothing())
      .execute();
  }
  await seedMemberProfiles(db, DEMO_MEMBERS.map((m) => m.email), createdAt);
  await seedDemoStudyPreferences(db, DEMO_MEMBER_EMAIL, createdAt);
  await seedDemoEducation(db, DEMO_MEMBER_EMAIL, createdAt);
  await seedDemoWork(db, DEMO_MEMBER_EMAIL, createdAt);
  await seedDemoPassport(db, DEMO_MEMBER_EMAIL, createdAt);
  await seedDemoBasicDetail(db, DEMO_MEMBER_EMAIL, createdAt);
  await seedDemoFavouriteIntakes(db, DEMO_MEMBER_EMAIL, createdAt);
  await seedDemoMyFriends(db, DEMO_MEMBER_EMAIL, createdAt);
  return missing.filter((m) => !DEMO_STAFF.some((s) => s.email === m.email)).length;
}
