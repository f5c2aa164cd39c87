import type { Kysely, Transaction } from 'kysely';
import { WEBHOOK_TEST_EVENT, type WebhookEventType } from '@studyatlas/core';
import type { Database } from '../db/schema/index.js';
import { DELIVERY_WINDOW_MS } from './schedule.js';
import { newEventId } from './signing.js';
import { subscribedEndpoints } from './queries.js';

type Db = Kysely<Database> | Transaction<Database>;

/** One event of one organisation (docs/webhooks.md "Events"). */
export interface WebhookEvent {
  /** The organisation (catalogue institution or agent) whose endpoints hear it. */
  legalId: number;
  type: WebhookEventType | typeof WEBHOOK_TEST_EVENT;
  /** The event's own fields: small, ids and statuses, never a document's contents. */
  data: Record<string, unknown>;
  /** When it happened (the server's clock); now by default. */
  at?: Date;
}

/** The body every attempt posts and signs: the Standard Webhooks envelope. */
export const eventBody = (event: WebhookEvent, at: Date): string => JSON.stringify({ type: event.type, timestamp: at.toISOString(), data: event.data });

const wakers = new Set<() => void>();

/** A worker of this process asks to hear of new deliveries (worker.ts); returns the goodbye. */
export function onWebhookEnqueued(wake: () => void): () => void {
  wakers.add(wake);
  return () => wakers.delete(wake);
}

/** How long after an event the worker wakes: the events of a burst of requests are delivered as one batch. */
const WAKE_AFTER_MS = 250;
let wakeScheduled = false;

/**
 * Wakes this process's workers shortly (after the caller's transaction committed, on SQLite's one
 * connection; on PostgreSQL a wake before the commit finds nothing and the next poll delivers). One
 * wake at a time: the events queued meanwhile are claimed together.
 */
function wakeWorkers(): void {
  if (wakers.size === 0 || wakeScheduled) return;
  wakeScheduled = true;
  setTimeout(() => {
    wakeScheduled = false;
    wakers.forEach((wake) => wake());
  }, WAKE_AFTER_MS).unref();
}

async function insertDeliveries(db: Db, endpoints: ReadonlyArray<{ id: number; legal_id: number }>, event: WebhookEvent): Promise<number> {
  if (endpoints.length === 0) return 0;
  const at = event.at ?? new Date();
  const iso = at.toISOString();
  const eventId = newEventId();
  const payload = eventBody(event, at);
  await db
    .insertInto('webhook_deliveries')
    .values(
      endpoints.map((endpoint) => ({
        endpoint_id: endpoint.id,
        legal_id: endpoint.legal_id,
        event_id: eventId,
        event_type: event.type,
        payload,
        created_at: iso,
        next_attempt_at: iso,
        give_up_at: new Date(at.getTime() + DELIVERY_WINDOW_MS).toISOString(),
      })),
    )
    .execute();
  wakeWorkers();
  return endpoints.length;
}

/**
 * Queues an event for every enabled endpoint of its organisation subscribed to its type: one outbox
 * row each, written with `db` — pass the transaction of the change that caused it, so the event
 * exists exactly when the change does. Costs one indexed read when the organisation has no endpoint.
 * Answers the number of deliveries queued.
 */
export async function enqueueWebhookEvent(db: Db, event: WebhookEvent): Promise<number> {
  return insertDeliveries(db, await subscribedEndpoints(db, [event.legalId], event.type), event);
}

/** "Send a test event": one webhook.test delivery to one endpoint, whatever it subscribes to. */
export async function enqueueTestEvent(db: Db, endpoint: { id: number; legal_id: number }, at: Date): Promise<void> {
  await insertDeliveries(db, [endpoint], { legalId: endpoint.legal_id, type: WEBHOOK_TEST_EVENT, data: { endpointId: endpoint.id, message: 'A test event from StudyAtlas.' }, at });
}

/** The workspace page an event concerns (a path on the portal). */
export const applicationLink = (applicationId: number) => `/workspace/applications/${applicationId}`;
export const enquiryLink = (enquiryId: number) => `/workspace/enquiries/${enquiryId}`;

/** An organisation's course choices of one application, as events carry them. */
async function courseChoices(db: Db, applicationId: number, entryId?: number) {
  let query = db
    .selectFrom('application_courses as ac')
    .innerJoin('courses as c', 'c.id', 'ac.course_id')
    .innerJoin('locations as l', 'l.id', 'ac.location_id')
    .innerJoin('study_modes as sm', 'sm.id', 'ac.study_mode_id')
    .select(['ac.id', 'ac.legal_id', 'ac.course_id', 'c.name as course', 'ac.location_id', 'l.name as campus', 'ac.intake_date', 'sm.name as study_mode', 'ac.status'])
    .where('ac.application_id', '=', applicationId)
    .orderBy('ac.position');
  if (entryId !== undefined) query = query.where('ac.id', '=', entryId);
  return (await query.execute()).map((row) => ({
    legalId: Number(row.legal_id),
    choice: {
      entryId: Number(row.id),
      courseId: Number(row.course_id),
      course: row.course,
      campusId: Number(row.location_id),
      campus: row.campus,
      intakeDate: row.intake_date,
      studyMode: row.study_mode,
      status: row.status,
    },
  }));
}

/**
 * application.submitted / application.withdrawn: one event per organisation whose courses the
 * application chose, each carrying that organisation's course choices only.
 */
export async function enqueueApplicationEvent(db: Db, event: { applicationId: number; type: 'application.submitted' | 'application.withdrawn'; at: Date }): Promise<number> {
  const endpoints = await db
    .selectFrom('webhook_endpoints')
    .select(['id', 'legal_id', 'events'])
    .where('enabled', '=', 1)
    .where('legal_id', 'in', (eb) => eb.selectFrom('application_courses').select('legal_id').where('application_id', '=', event.applicationId))
    .execute();
  const subscribed = endpoints.filter((e) => (JSON.parse(e.events) as string[]).includes(event.type)).map((e) => ({ id: Number(e.id), legal_id: Number(e.legal_id) }));
  if (subscribed.length === 0) return 0;
  const application = await db
    .selectFrom('applications')
    .select(['id', 'sap_student_id', 'submitted_at', 'withdrawn_at'])
    .where('id', '=', event.applicationId)
    .executeTakeFirstOrThrow();
  const choices = await courseChoices(db, event.applicationId);
  let queued = 0;
  for (const legalId of new Set(subscribed.map((e) => e.legal_id))) {
    queued += await insertDeliveries(
      db,
      subscribed.filter((e) => e.legal_id === legalId),
      {
        legalId,
        type: event.type,
        at: event.at,
        data: {
          applicationId: event.applicationId,
          studentReference: application.sap_student_id,
          status: event.type === 'application.submitted' ? 'submitted' : 'withdrawn',
          submittedAt: application.submitted_at,
          withdrawnAt: application.withdrawn_at,
          courses: choices.filter((c) => c.legalId === legalId).map((c) => c.choice),
          link: applicationLink(event.applicationId),
        },
      },
    );
  }
  return queued;
}

/** offer.accepted / offer.declined: the student's answer to one course entry's offer, to that course's organisation. */
export async function enqueueOfferEvent(db: Db, event: { applicationId: number; entryId: number; type: 'offer.accepted' | 'offer.declined'; at: Date }): Promise<number> {
  const [entry] = await courseChoices(db, event.applicationId, event.entryId);
  if (!entry) return 0;
  return enqueueWebhookEvent(db, {
    legalId: entry.legalId,
    type: event.type,
    at: event.at,
    data: { applicationId: event.applicationId, ...entry.choice, link: applicationLink(event.applicationId) },
  });
}
