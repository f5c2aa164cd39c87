/**
 * The unread bus: who wants to hear that a member's unread count may have changed (the open
 * UnreadEvents streams), told after every commit that changes a member's mailbox (delivery, read,
 * move, delete). Listeners recount from the database, so a signal carries no count and a spurious
 * one costs one query.
 *
 * The bus itself reaches the streams of THIS server process. With several server instances on one
 * PostgreSQL database (issue 15), unread-fan-out.ts relays every publish to the other instances
 * (`NOTIFY`), whose listener calls `publishLocal`; SQLite runs one instance, where this in-process
 * bus is the whole story.
 */
export interface UnreadBus {
  /** Calls `listener` whenever `memberId`'s mailbox changed; returns the unsubscribe. */
  subscribe(memberId: number, listener: () => void): () => void;
  /** Tells the listeners of each member (duplicates once), here and through the relay, if any. */
  publish(memberIds: Iterable<number>): void;
  /** Tells this process's listeners only (what the relay calls when another instance published). */
  publishLocal(memberIds: Iterable<number>): void;
  /** Tells every listener of this process (after the relay lost its connection: a signal may be lost). */
  publishAll(): void;
  /** Sends every later publish to `relay` as well (one relay at a time); returns the undo. */
  relayTo(relay: (memberIds: number[]) => void): () => void;
  /** Open subscriptions (tests, diagnostics). */
  size(): number;
}

export function createUnreadBus(): UnreadBus {
  const listeners = new Map<number, Set<() => void>>();
  let relay: ((memberIds: number[]) => void) | undefined;
  const publishLocal = (memberIds: Iterable<number>) => {
    for (const id of new Set(memberIds)) {
      for (const listener of [...(listeners.get(id) ?? [])]) {
        try {
          listener();
        } catch {
          // One broken stream must not keep the others from hearing it.
        }
      }
    }
  };
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
      const ids = [...new Set(memberIds)];
      publishLocal(ids);
      relay?.(ids);
    },
    publishLocal,
    publishAll: () => publishLocal([...listeners.keys()]),
    relayTo(next) {
      relay = next;
      return () => {
        if (relay === next) relay = undefined;
      };
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
