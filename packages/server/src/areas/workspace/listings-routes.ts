import type { FastifyInstance } from 'fastify';
import type { Call } from '@studyatlas/core/contracts';
import { workspace } from '@studyatlas/core/contracts';
import { CategoryTree } from '../../catalogue/form-category-tree.js';
import { listFormCategories } from '../../catalogue/forms.js';
import { num } from '../../db/numbers.js';
import type { AppContext } from '../../http/context.js';
import { registerOrgCall } from './access.js';
import { participantOptions } from './listing-event-parts.js';
import { eventStore } from './listing-events.js';
import { formStore } from './listing-forms.js';
import { scholarshipStore } from './listing-scholarships.js';
import { createListingsService } from './listings-service.js';
import type { ListingStore } from './listings-store.js';

type OrgQuery = { org: number };
type Status = workspace.ListingStatus;
type RecordOf = { id: number; status: Status; name: string };

/** One kind's six calls (contracts/workspace-listings.ts `listingCalls`). */
interface KindCalls<V, R> {
  list: Call<OrgQuery & { q: string; status: '' | Status; pageNo: number; pageSize: string }, undefined, { rows: workspace.ListingRow[]; total: number; pageNo: number; pageSize: number }, 'required'>;
  record: Call<OrgQuery & { recordId: number }, undefined, { record: R }, 'required'>;
  create: Call<OrgQuery, V & { publish: boolean }, { record: R }, 'required'>;
  update: Call<OrgQuery, V & { recordId: number }, { record: R }, 'required'>;
  setStatus: Call<OrgQuery, { recordId: number; newStatus: Status }, { record: R }, 'required'>;
  remove: Call<OrgQuery, { recordId: number }, { recordId: number }, 'required'>;
}

/** Registers one kind's calls on its store: every role reads, owners and catalogue editors write; each write is audited. */
function kindRoutes<V, R extends RecordOf>(app: FastifyInstance, ctx: AppContext, calls: KindCalls<V, R>, store: ListingStore<V, R>) {
  const service = createListingsService(ctx, store);
  const kind = store.kind;
  registerOrgCall(app, ctx, calls.list, 'readCatalogue', async ({ staff: me, query }) => {
    const pageNo = query.pageNo || 1;
    const pageSize = Number(query.pageSize);
    return { ...(await service.list(me.legalId, { q: query.q, status: query.status, pageNo, pageSize })), pageNo, pageSize };
  });
  registerOrgCall(app, ctx, calls.record, 'readCatalogue', async ({ staff: me, query }) => ({ record: await service.record(me.legalId, query.recordId) }));
  registerOrgCall(app, ctx, calls.create, 'editCatalogue', async ({ staff: me, body, record }) => {
    const created = await service.create(me, body, body.publish);
    await record({ detail: `${kind} ${created.id} created (${created.status})` });
    return { record: created };
  });
  registerOrgCall(app, ctx, calls.update, 'editCatalogue', async ({ staff: me, body, record }) => {
    const updated = await service.update(me, body.recordId, body);
    await record({ detail: `${kind} ${updated.id}` });
    return { record: updated };
  });
  registerOrgCall(app, ctx, calls.setStatus, 'editCatalogue', async ({ staff: me, body, record }) => {
    const changed = await service.setStatus(me, body.recordId, body.newStatus);
    await record({ detail: `${kind} ${changed.id} ${changed.status}` });
    return { record: changed };
  });
  registerOrgCall(app, ctx, calls.remove, 'editCatalogue', async ({ staff: me, body, record }) => {
    const removed = await service.remove(me, body.recordId);
    await record({ detail: `${kind} ${removed.recordId} removed` });
    return removed;
  });
  return service;
}

/**
 * The workspace's scholarships, forms and events (issue 27, docs/workspace.md): each kind's calls on
 * one generic service, what the forms choose from, and each record's history. Another organisation's
 * record is 404 (as one that does not exist).
 */
export function listingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const services = {
    scholarship: kindRoutes(app, ctx, { list: workspace.catalogueScholarships, record: workspace.catalogueScholarship, create: workspace.createScholarship, update: workspace.updateScholarship, setStatus: workspace.setScholarshipStatus, remove: workspace.removeScholarship }, scholarshipStore),
    form: kindRoutes(app, ctx, { list: workspace.catalogueForms, record: workspace.catalogueForm, create: workspace.createForm, update: workspace.updateForm, setStatus: workspace.setFormStatus, remove: workspace.removeForm }, formStore),
    event: kindRoutes(app, ctx, { list: workspace.catalogueEvents, record: workspace.catalogueEvent, create: workspace.createEvent, update: workspace.updateEvent, setStatus: workspace.setEventStatus, remove: workspace.removeEvent }, eventStore),
  };
  registerOrgCall(app, ctx, workspace.listingHistory, 'readCatalogue', ({ staff: me, query }) => services[query.record].history(me.legalId, query.recordId, query.pageNo || 1));
  registerOrgCall(app, ctx, workspace.listingOptions, 'readCatalogue', ({ staff: me }) => listingOptions(ctx, me.legalId));
  registerOrgCall(app, ctx, workspace.eventParticipantOptions, 'readCatalogue', async ({ staff: me, query }) => ({ options: await participantOptions(ctx.db, me.legalId, query.q) }));
}

/** What the forms choose from: countries (with their currency), study levels, form categories (as paths), the organisation's campuses and the cities of their states (where its events are held). */
async function listingOptions(ctx: AppContext, legalId: number) {
  const { db } = ctx;
  const [countries, awardGroups, categories, campuses] = await Promise.all([
    db.selectFrom('countries').select(['id', 'name', 'currency']).orderBy('name').execute(),
    db.selectFrom('award_groups').select(['id', 'name']).orderBy('sort_order').orderBy('id').execute(),
    listFormCategories(db),
    db
      .selectFrom('locations as l')
      .innerJoin('cities as ci', 'ci.id', 'l.city_id')
      .innerJoin('countries as co', 'co.id', 'ci.country_id')
      .select(['l.id', 'l.name', 'l.city_id', 'ci.state_id', 'co.currency'])
      .where('l.legal_id', '=', legalId)
      .orderBy('l.name')
      .execute(),
  ]);
  const stateIds = [...new Set(campuses.map((c) => num(c.state_id)))];
  const cities = stateIds.length
    ? await db
        .selectFrom('cities as ci')
        .innerJoin('states as st', 'st.id', 'ci.state_id')
        .innerJoin('countries as co', 'co.id', 'ci.country_id')
        .select(['ci.id', 'ci.name', 'st.name as state', 'co.name as country'])
        .where('ci.state_id', 'in', stateIds)
        .orderBy('ci.name')
        .orderBy('ci.id')
        .execute()
    : [];
  const tree = new CategoryTree(categories);
  return {
    countries: countries.map((c) => ({ id: num(c.id), name: c.name, currency: c.currency })),
    awardGroups: awardGroups.map((g) => ({ id: num(g.id), name: g.name })),
    formCategories: tree.ordered().map((c) => ({ id: c.id, name: tree.path(c.id).map((p) => p.name).join(' / ') })),
    campuses: campuses.map((c) => ({ id: num(c.id), name: c.name, cityId: num(c.city_id), currency: c.currency })),
    cities: cities.map((c) => ({ id: num(c.id), name: c.name, state: c.state, country: c.country })),
  };
}
