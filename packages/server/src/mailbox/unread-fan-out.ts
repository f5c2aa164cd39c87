import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/create-database.js';
import { unreadBusOf } from './unread-bus.js';

/** The notification channel (per database schema, see DatabaseHandle.notifications). */
export const UNREAD_CHANNEL = 'sa_mailbox_unread';

/** A lost listening connection is opened again after this long, doubling up to the maximum. */
const RECONNECT_MS = 500;
const RECONNECT_MAX_MS = 10_000;

/** A NOTIFY payload holds at most 8000 bytes: member ids are sent in batches well below it. */
const IDS_PER_NOTIFY = 500;

type Log = { warn(details: object, message: string): void };

export interface UnreadFanOut {
  /** Resolves once this instance listens (tests wait for it before publishing elsewhere). */
  readonly listening: Promise<void>;
  close(): Promise<void>;
}

/**
 * Fans the unread bus out across every server instance on one PostgreSQL database: each publish is
 * also `NOTIFY sa_mailbox_unread, '<instance>:<id>,<id>…'` (sent after the delivery's commit, like the
 * local signal), and one connection per instance `LISTEN`s and hands the ids of OTHER instances'
 * notifications to this process's bus, so an UnreadEvents stream held by instance B hears a message
 * sent through instance A within milliseconds. A lost listening connection is reopened (with
 * back-off) and every local stream then recounts once, since a signal may have been missed
 * meanwhile. Returns undefined on SQLite (one instance: the in-process bus is enough).
 */
export function startUnreadFanOut(database: DatabaseHandle, log: Log): UnreadFanOut | undefined {
  const notifications = database.notifications;
  if (!notifications) return undefined;
  const bus = unreadBusOf(database.db);
  const channel = notifications.channel(UNREAD_CHANNEL);
  const self = randomUUID();
  let client: pg.Client | undefined;
  let closed = false;
  let delay = RECONNECT_MS;
  let timer: NodeJS.Timeout | undefined;
  let markListening: () => void = () => undefined;
  const listening = new Promise<void>((resolve) => (markListening = resolve));

  const stopRelay = bus.relayTo((ids) => {
    for (let i = 0; i < ids.length; i += IDS_PER_NOTIFY) {
      const payload = `${self}:${ids.slice(i, i + IDS_PER_NOTIFY).join(',')}`;
      sql`select pg_notify(${channel}, ${payload})`.execute(database.db).catch((error: unknown) => log.warn({ err: error }, 'unread signal not sent to the other instances'));
    }
  });

  const onNotification = (message: pg.Notification) => {
    const [from, ids = ''] = (message.payload ?? '').split(':');
    if (from === self) return;
    bus.publishLocal(ids.split(',').map(Number).filter(Number.isInteger));
  };

  const connect = async (): Promise<void> => {
    if (closed) return;
    const next = notifications.connect();
    const lost = (error?: unknown) => {
      if (client !== next) return;
      client = undefined;
      next.removeAllListeners('notification');
      next.end().catch(() => undefined);
      if (closed) return;
      log.warn({ err: error }, 'unread signals of other instances: connection lost, reconnecting');
      timer = setTimeout(() => void connect(), delay);
      delay = Math.min(delay * 2, RECONNECT_MAX_MS);
    };
    client = next;
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', onNotification);
    try {
      await next.connect();
      await next.query(`listen "${channel}"`);
    } catch (error) {
      lost(error);
      return;
    }
    if (closed) return;
    const reconnected = delay !== RECONNECT_MS;
    delay = RECONNECT_MS;
    markListening();
    // Signals sent while no connection listened are lost: every open stream recounts once.
    if (reconnected) bus.publishAll();
  };
  void connect();

  return {
    listening,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      stopRelay();
      const open = client;
      client = undefined;
      await open?.end().catch(() => undefined);
    },
  };
}
