import type { Kysely, Transaction } from 'kysely';
import type { workspace } from '@studyatlas/core/contracts';
import type { Database } from '../db/schema/index.js';
import type { WebhookDeliveriesTable } from '../db/schema/webhooks.js';

type Db = Kysely<Database> | Transaction<Database>;
const num = (value: unknown) => Number(value);

export interface EndpointRecord {
  id: number;
  legal_id: number;
  url: string;
  events: string;
  enabled: number;
  secret: string;
  previous_secret: string | null;
  previous_secret_until: string | null;
  created_at: string;
  updated_at: string;
}

const ENDPOINT_COLUMNS = ['id', 'legal_id', 'url', 'events', 'enabled', 'secret', 'previous_secret', 'previous_secret_until', 'created_at', 'updated_at'] as const;

const normalised = (row: EndpointRecord): EndpointRecord => ({ ...row, id: num(row.id), legal_id: num(row.legal_id), enabled: num(row.enabled) });

export const eventsOf = (row: Pick<EndpointRecord, 'events'>): string[] => JSON.parse(row.events) as string[];

/** An endpoint as the workspace shows it: never its secrets. */
export function toEndpoint(row: EndpointRecord, now: Date): workspace.WebhookEndpoint {
  const overlap = row.previous_secret_until && row.previous_secret_until > now.toISOString() ? row.previous_secret_until : null;
  return {
    id: row.id,
    url: row.url,
    events: eventsOf(row) as workspace.WebhookEvent[],
    enabled: row.enabled === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    previousSecretUntil: overlap,
  };
}

/** The secrets an attempt at `now` is signed with: the current one, and the previous one while the rotation overlaps. */
export const signingSecrets = (row: Pick<EndpointRecord, 'secret' | 'previous_secret' | 'previous_secret_until'>, now: Date): string[] =>
  row.previous_secret && row.previous_secret_until && row.previous_secret_until > now.toISOString() ? [row.secret, row.previous_secret] : [row.secret];

export async function endpointsOf(db: Db, legalId: number): Promise<EndpointRecord[]> {
  const rows = await db.selectFrom('webhook_endpoints').select(ENDPOINT_COLUMNS).where('legal_id', '=', legalId).orderBy('id').execute();
  return rows.map(normalised);
}

/** One endpoint of the organisation, or undefined (another organisation's included). */
export async function endpointOf(db: Db, legalId: number, endpointId: number): Promise<EndpointRecord | undefined> {
  const row = await db.selectFrom('webhook_endpoints').select(ENDPOINT_COLUMNS).where('id', '=', endpointId).where('legal_id', '=', legalId).executeTakeFirst();
  return row && normalised(row);
}

export async function endpointsById(db: Db, ids: readonly number[]): Promise<Map<number, EndpointRecord>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('webhook_endpoints').select(ENDPOINT_COLUMNS).where('id', 'in', [...ids]).execute();
  return new Map(rows.map((row) => [num(row.id), normalised(row)]));
}

/** The enabled endpoints of these organisations subscribed to `type`. */
export async function subscribedEndpoints(db: Db, legalIds: readonly number[], type: string): Promise<Array<{ id: number; legal_id: number }>> {
  if (legalIds.length === 0) return [];
  const rows = await db.selectFrom('webhook_endpoints').select(['id', 'legal_id', 'events']).where('legal_id', 'in', [...legalIds]).where('enabled', '=', 1).execute();
  return rows.filter((row) => eventsOf(row).includes(type)).map((row) => ({ id: num(row.id), legal_id: num(row.legal_id) }));
}

export type DeliveryRecord = Pick<
  WebhookDeliveriesTable,
  'event_id' | 'event_type' | 'state' | 'created_at' | 'next_attempt_at' | 'last_attempt_at' | 'last_status_code' | 'last_latency_ms' | 'last_error' | 'delivered_at'
> & { id: number; endpoint_id: number; attempts: number };

export const DELIVERY_COLUMNS = [
  'id',
  'endpoint_id',
  'event_id',
  'event_type',
  'state',
  'attempts',
  'created_at',
  'next_attempt_at',
  'last_attempt_at',
  'last_status_code',
  'last_latency_ms',
  'last_error',
  'delivered_at',
] as const;

export function toDelivery(row: Omit<DeliveryRecord, 'state' | 'last_error'> & { state: string; last_error: string }): workspace.WebhookDelivery {
  return {
    id: num(row.id),
    eventId: row.event_id,
    type: row.event_type,
    state: row.state as workspace.WebhookDelivery['state'],
    attempts: num(row.attempts),
    createdAt: row.created_at,
    lastAttemptAt: row.last_attempt_at,
    statusCode: row.last_status_code === null ? null : num(row.last_status_code),
    latencyMs: row.last_latency_ms === null ? null : num(row.last_latency_ms),
    error: row.last_error,
    nextAttemptAt: row.next_attempt_at,
    deliveredAt: row.delivered_at,
  };
}

/** A delivery of one of the organisation's endpoints, or undefined. */
export async function deliveryOf(db: Db, legalId: number, deliveryId: number) {
  return db.selectFrom('webhook_deliveries').select(DELIVERY_COLUMNS).where('id', '=', deliveryId).where('legal_id', '=', legalId).executeTakeFirst();
}

/** An endpoint's log page, newest first, and its total. */
export async function deliveriesPage(db: Db, endpointId: number, pageNo: number, pageSize: number) {
  const rows = await db
    .selectFrom('webhook_deliveries')
    .select(DELIVERY_COLUMNS)
    .where('endpoint_id', '=', endpointId)
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize)
    .execute();
  const total = await db.selectFrom('webhook_deliveries').select((eb) => eb.fn.countAll().as('n')).where('endpoint_id', '=', endpointId).executeTakeFirstOrThrow();
  return { rows, total: num(total.n) };
}
