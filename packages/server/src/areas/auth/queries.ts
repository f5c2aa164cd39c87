import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import type { ClientsTable } from '../../db/schema/accounts.js';

type Db = Kysely<Database>;
export type ClientRow = Selectable<ClientsTable>;

/** Login names are stored lower-cased; look-ups lower-case too. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export const findClientByEmail = (db: Db, email: string): Promise<ClientRow | undefined> =>
  db.selectFrom('clients').selectAll().where('email', '=', normaliseEmail(email)).executeTakeFirst();

export const findClientById = (db: Db, id: number): Promise<ClientRow | undefined> =>
  db.selectFrom('clients').selectAll().where('id', '=', id).executeTakeFirst();

export interface NewClient {
  email: string;
  firstName: string;
  surname: string;
  passwordHash: string;
  provider: string;
  /** The language the sign-up asked in (saved for the member's mails), null when it named none. */
  locale: string | null;
}

export interface NewKey {
  keyHash: string;
  createdAt: string;
  expiresAt: string;
}

/** The member and their first verification key, in one transaction. */
export async function insertClientWithKey(db: Db, client: NewClient, key: NewKey): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('clients')
      .values({
        email: normaliseEmail(client.email),
        first_name: client.firstName.trim(),
        surname: client.surname.trim(),
        password_hash: client.passwordHash,
        provider: client.provider,
        locale: client.locale,
        created_at: key.createdAt,
        verified_at: null,
        password_changed_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertVerificationKey(trx, id, key);
    return id;
  });
}

export async function insertVerificationKey(db: Db, clientId: number, key: NewKey): Promise<void> {
  await db
    .insertInto('verification_keys')
    .values({ client_id: clientId, key_hash: key.keyHash, created_at: key.createdAt, expires_at: key.expiresAt, used_at: null })
    .execute();
}

export const findVerificationKey = (db: Db, keyHash: string) =>
  db
    .selectFrom('verification_keys as k')
    .innerJoin('clients as c', 'c.id', 'k.client_id')
    .select(['k.id', 'k.client_id', 'k.expires_at', 'k.used_at', 'c.email', 'c.verified_at'])
    .where('k.key_hash', '=', keyHash)
    .executeTakeFirst();

/** Uses the key and marks its member verified, in one transaction. */
export async function useKeyAndVerify(db: Db, keyId: number, clientId: number, at: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('verification_keys').set({ used_at: at }).where('id', '=', keyId).execute();
    await trx.updateTable('clients').set({ verified_at: at }).where('id', '=', clientId).where('verified_at', 'is', null).execute();
  });
}

export async function insertSession(
  db: Db,
  session: { id: string; clientId: number; createdAt: string; expiresAt: string; externalProvider?: string },
) {
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      client_id: session.clientId,
      created_at: session.createdAt,
      expires_at: session.expiresAt,
      revoked_at: null,
      external_provider: session.externalProvider ?? '',
    })
    .execute();
}

/** Marks a member verified (an external provider vouched for the e-mail). */
export async function markVerified(db: Db, clientId: number, at: string): Promise<void> {
  await db.updateTable('clients').set({ verified_at: at }).where('id', '=', clientId).where('verified_at', 'is', null).execute();
}

/** Sets the first password of a member who has none; false when one was set meanwhile. */
export async function setFirstPassword(db: Db, clientId: number, passwordHash: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('clients')
    .set({ password_hash: passwordHash, password_changed_at: at })
    .where('id', '=', clientId)
    .where('password_hash', '=', '')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The member of a live session (not revoked, not expired) — what every signed-in request needs. */
export const findLiveSessionMember = (db: Db, sessionId: string, clientId: number, at: string) =>
  db
    .selectFrom('sessions as s')
    .innerJoin('clients as c', 'c.id', 's.client_id')
    .select(['s.id as sessionId', 'c.id as clientId', 'c.email', 'c.first_name', 'c.surname', 'c.locale', 's.external_provider as provider'])
    .where('s.id', '=', sessionId)
    .where('s.client_id', '=', clientId)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', at)
    .executeTakeFirst();

export async function revokeSession(db: Db, sessionId: string, at: string): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: at }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
}

export async function insertPasswordReset(
  db: Db,
  reset: { clientId: number; tempPasswordHash: string; createdAt: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('password_resets')
    .values({
      client_id: reset.clientId,
      temp_password_hash: reset.tempPasswordHash,
      created_at: reset.createdAt,
      expires_at: reset.expiresAt,
      used_at: null,
    })
    .execute();
}

/** Unused, unexpired temporary passwords of a member, newest first. */
export const liveTemporaryPasswords = (db: Db, clientId: number, at: string, limit = 5) =>
  db
    .selectFrom('password_resets')
    .select(['id', 'temp_password_hash'])
    .where('client_id', '=', clientId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();

/**
 * Sets a new password hash and, in the same transaction, uses up every open temporary password and
 * revokes every session of the member; `verify` also marks the account verified.
 */
export async function replacePassword(db: Db, clientId: number, passwordHash: string, at: string, verify: boolean) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('clients')
      .set({ password_hash: passwordHash, password_changed_at: at })
      .where('id', '=', clientId)
      .execute();
    if (verify) {
      await trx.updateTable('clients').set({ verified_at: at }).where('id', '=', clientId).where('verified_at', 'is', null).execute();
    }
    await trx.updateTable('password_resets').set({ used_at: at }).where('client_id', '=', clientId).where('used_at', 'is', null).execute();
    await revokeClientSessions(trx, clientId, at);
  });
}

/** Ends every live session of an account at once (a password change; removal from a workspace's staff). */
export async function revokeClientSessions(db: Db, clientId: number, at: string): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: at }).where('client_id', '=', clientId).where('revoked_at', 'is', null).execute();
}
