import type { Kysely } from 'kysely';
import type { Database } from '../db/schema/index.js';

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

export async function insertOutboxMail(
  db: Kysely<Database>,
  mail: { to: string; subject: string; text: string; html: string },
  createdAt: string,
): Promise<void> {
  await db
    .insertInto('outbox')
    .values({ to_address: mail.to, subject: mail.subject, text_body: mail.text, html_body: mail.html, created_at: createdAt })
    .execute();
}

/** Newest first. */
export async function listOutbox(db: Kysely<Database>, limit = 200): Promise<OutboxMail[]> {
  const rows = await db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(limit).execute();
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    createdAt: row.created_at,
  }));
}
