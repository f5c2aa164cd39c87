import { sql } from 'kysely';
import type { DialectMigration } from './registry.js';
import { withId } from '../ddl.js';

/**
 * External sign-in (member §2 social sign-in, §7 registerexternal / ObtainLocalAccessToken):
 * - external_identities: a member's linked accounts at providers, one per (provider, subject);
 * - external_flows: a started redirect (state, nonce, PKCE verifier), used once by the callback;
 * - external_grants: what the callback learnt, behind a one-time code the portal exchanges for a
 *   session (ObtainLocalAccessToken) or a sign-up (registerexternal);
 * - sessions.external_provider: the provider a session was opened with ('' for a password sign-in).
 */
export const externalLogins: DialectMigration = {
  async up(db, dialect) {
    await withId(db.schema.createTable('external_identities'), dialect)
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('external_identities_provider_subject', ['provider', 'subject'])
      .execute();
    await db.schema.createIndex('external_identities_client').on('external_identities').column('client_id').execute();

    await withId(db.schema.createTable('external_flows'), dialect)
      .addColumn('state_hash', 'text', (c) => c.notNull().unique())
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('code_verifier', 'text', (c) => c.notNull())
      .addColumn('nonce', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .execute();

    await withId(db.schema.createTable('external_grants'), dialect)
      .addColumn('code_hash', 'text', (c) => c.notNull().unique())
      .addColumn('browser_hash', 'text', (c) => c.notNull())
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('email_verified', 'integer', (c) => c.notNull())
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('surname', 'text', (c) => c.notNull())
      .addColumn('client_id', 'integer', (c) => c.references('clients.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .execute();

    await db.schema
      .alterTable('sessions')
      .addColumn('external_provider', 'text', (c) => c.notNull().defaultTo(sql`''`))
      .execute();
  },
};
