import { sql } from 'kysely';
import type { workspace } from '@studyatlas/core/contracts';
import type { AppContext } from '../../http/context.js';
import { HttpError, notFound, rejectInvalid } from '../../http/errors.js';
import { num } from '../../db/numbers.js';
import type { ListingStatus } from '../../db/schema/catalog.js';
import * as q from './catalogue-queries.js';
import { changesBetween, type Snapshot } from './catalogue-snapshots.js';
import { containing, type ListingStore, type Trx, type WriteContext } from './listings-store.js';
import type { Staff } from './staff-queries.js';

export interface ListingListQuery {
  q: string;
  status: '' | ListingStatus;
  pageNo: number;
  pageSize: number;
}

/**
 * The workspace's scholarships, forms and events (issue 27), one kind at a time (`store`): the
 * organisation's list, a record (404 when another organisation's), create, update, status and
 * remove. Every write runs the core rule first, then in one transaction the store's checks, the write
 * and its catalogue_history row (who, when, each field before and after). The discovery searches read
 * the tables directly, so a change is found by the next search.
 */
export function createListingsService<V, R extends { id: number; status: ListingStatus; name: string }>(ctx: AppContext, store: ListingStore<V, R>) {
  const { db, now } = ctx;

  async function record(legalId: number, id: number): Promise<R> {
    const found = await store.read(db, legalId, id);
    if (!found) throw notFound(store.notFound);
    return found;
  }

  const history = (trx: Trx, me: Staff, recordId: number, action: workspace.CatalogueHistoryEntry['action'], before: Snapshot, after: Snapshot) => {
    const changes = changesBetween(before, after);
    return changes.length || action !== 'updated'
      ? q.writeHistory(trx, { legalId: me.legalId, courseId: null, record: store.kind, recordId, clientId: me.clientId, action, changes, at: now().toISOString() })
      : Promise.resolve();
  };

  /** Runs a write in one transaction, then lets go of the bytes of the files it replaced. */
  async function written<T>(me: Staff, status: ListingStatus, run: (trx: Trx, context: WriteContext) => Promise<T>): Promise<T> {
    const context: WriteContext = { me, at: now().toISOString(), status, dropKeys: [] };
    const result = await db.transaction().execute((trx) => run(trx, context));
    for (const key of context.dropKeys) await ctx.files.store.remove(key).catch(() => undefined);
    return result;
  }

  async function list(legalId: number, query: ListingListQuery): Promise<{ rows: workspace.ListingRow[]; total: number }> {
    // The three tables share these columns; one of them names the type.
    let base = db.selectFrom(store.table as 'forms').where('legal_id', '=', legalId);
    if (query.status) base = base.where('status', '=', query.status);
    const text = query.q.trim();
    if (text) base = base.where(sql<boolean>`lower(name) like ${containing(text)} escape '\\'`);
    const [count, ids] = await Promise.all([
      base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
      base.select('id').orderBy('name').orderBy('id').limit(query.pageSize).offset((query.pageNo - 1) * query.pageSize).execute(),
    ]);
    const order = ids.map((r) => num(r.id));
    const rows = new Map((await store.rows(db, order)).map((row) => [row.id, row]));
    return { total: num(count?.n ?? 0), rows: order.flatMap((id) => rows.get(id) ?? []) };
  }

  async function create(me: Staff, values: V, publish: boolean): Promise<R> {
    rejectInvalid(store.validate(values, undefined));
    const id = await written(me, publish ? 'published' : 'draft', async (trx, context) => {
      const id = await store.write(trx, context, values, null);
      await history(trx, me, id, 'created', {}, store.snapshot((await store.read(trx, me.legalId, id))!));
      return id;
    });
    return record(me.legalId, id);
  }

  async function update(me: Staff, id: number, values: V): Promise<R> {
    const existing = await record(me.legalId, id);
    rejectInvalid(store.validate(values, existing));
    await written(me, existing.status, async (trx, context) => {
      await store.write(trx, context, values, id);
      await history(trx, me, id, 'updated', store.snapshot(existing), store.snapshot((await store.read(trx, me.legalId, id))!));
    });
    return record(me.legalId, id);
  }

  async function setStatus(me: Staff, id: number, status: ListingStatus): Promise<R> {
    const existing = await record(me.legalId, id);
    if (existing.status !== status) {
      await written(me, status, async (trx) => {
        await trx.updateTable(store.table as 'forms').set({ status }).where('id', '=', id).execute();
        await history(trx, me, id, 'status', { status: existing.status }, { status });
      });
    }
    return record(me.legalId, id);
  }

  async function remove(me: Staff, id: number): Promise<{ recordId: number }> {
    const existing = await record(me.legalId, id);
    await written(me, existing.status, async (trx, context) => {
      const why = await store.inUse(trx, id);
      if (why) throw new HttpError(409, why);
      await history(trx, me, id, 'deleted', store.snapshot(existing), {});
      await store.remove(trx, id, context.dropKeys);
    });
    return { recordId: id };
  }

  async function historyOf(legalId: number, id: number, pageNo: number) {
    await record(legalId, id);
    return { ...(await q.historyEntries(db, { legalId, record: store.kind, recordId: id }, pageNo)), pageNo, pageSize: q.HISTORY_PAGE_SIZE };
  }

  return { list, record, create, update, setStatus, remove, history: historyOf };
}

export type ListingsService = ReturnType<typeof createListingsService>;
