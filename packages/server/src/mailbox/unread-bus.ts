/**
 * The unread bus: who wants to hear that a member's unread count may have changed (the open
 * UnreadEvents streams), told after every commit that changes a member's mailbox (delivery, read,
 * move, delete). Listeners recount from the database, so a signal carries no count and a spurious
 * one costs one query.
 *
 * In-process only: it reaches the streams of THIS server process. With several server instances
 * behind a load balancer (issue 15) a message delivered by one instance must reach streams held by
 * another — publish would then become PostgreSQL `NOTIFY mailbox_unread, '<member id>'` after commit
 * and every instance would `LISTEN mailbox_unread` on one dedicated connection and call its local
 * listeners (SQLite runs one instance, where this in-process bus is the whole story).
 */
export interface UnreadBus {
  /** Calls `listener` whenever `memberId`'s mailbox changed; returns the unsubscribe. */
  subscribe(memberId: number, listener: () => void): () => void;
  /** Tells the listeners of each member (duplicates once). */
  publish(memberIds: Iterable<number>): void;
  /** Open subscriptions (tests, diagnostics). */
  size(): number;
}

export function createUnreadBus(): UnreadBus {
  const listeners = new Map<number, Set<() => void>>();
  return {
    subscribe(memberId, listener) {
      const set = listeners.get(memberId) ?? new Set();
      set.add(listener);
      listeners.set(memberId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0 && listeners.get(memberId) === set) listeners.delete(memberId);
      };
    },
    publish(memberIds) {
      for (const id of new Set(memberIds)) {
        for (const listener of [...(listeners.get(id) ?? [])]) {
          try {
            listener();
          } catch {
            // One broken stream must not keep the others from hearing it.
          }
        }
      }
    },
    size: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
  };
}

const buses = new WeakMap<object, UnreadBus>();

/**
 * The bus of one app, keyed by its database handle (every area of an app shares the same `ctx.db`;
 * two test apps in one process never hear each other).
 */
export function unreadBusOf(db: object): UnreadBus {
  let bus = buses.get(db);
  if (!bus) {
    bus = createUnreadBus();
    buses.set(db, bus);
  }
  return bus;
}
