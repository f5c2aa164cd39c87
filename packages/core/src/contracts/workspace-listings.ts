import * as z from 'zod/mini';
import { defineCall } from './define.js';
import { count, Named, requiredId } from './fields.js';
import { CatalogueHistoryEntry, loose, text } from './workspace-catalogue.js';

/*
 * The workspace's scholarships, forms and events (issue 27, docs/workspace.md "Scholarships, forms and
 * events"): the organisation's own records of the discovery area's scholarships, forms and events.
 * Each kind has the same six calls (list, one record, create, update, status, remove), made by
 * `listingCalls`; every role of the staff reads ('readCatalogue'), owners and catalogue editors write
 * ('editCatalogue'). The fields' shapes are loose so that a bad value gets the rule's message
 * (core rules/workspace-listings.ts), not a shape error.
 */
const area = 'workspace';
const orgQuery = { org: requiredId() };

export const ListingStatus = z.enum(['draft', 'published', 'archived']);
export type ListingStatus = z.infer<typeof ListingStatus>;
export const ListingKind = z.enum(['scholarship', 'form', 'event']);
export type ListingKind = z.infer<typeof ListingKind>;

/** A row of a section's list: its name, state, the days it runs (scholarships: opens, closes) and a note (country, category, place). */
export const ListingRow = z.object({ id: z.number(), status: ListingStatus, name: z.string(), dateFrom: z.string(), dateTo: z.string(), note: z.string() });
export type ListingRow = z.infer<typeof ListingRow>;

export const ScholarshipRecord = z.object({
  id: z.number(),
  status: ListingStatus,
  name: z.string(),
  description: z.string(),
  countryId: z.number(),
  country: z.string(),
  awardGroupId: z.nullable(z.number()),
  /** The study level's name ('' for any). */
  awardGroup: z.string(),
  amount: z.nullable(z.number()),
  currency: z.string(),
  webAddress: z.string(),
  openDate: z.string(),
  closeDate: z.string(),
  /** Members keeping it among their favourites (then it is archived, never removed). */
  favourites: z.number(),
});
export type ScholarshipRecord = z.infer<typeof ScholarshipRecord>;

export const FormRecord = z.object({
  id: z.number(),
  status: ListingStatus,
  name: z.string(),
  categoryId: z.number(),
  /** The category's path, "Admissions / Undergraduate". */
  category: z.string(),
  header: z.string(),
  /** The form's file (what the discovery download gives). */
  file: z.nullable(z.object({ fileId: z.number(), fileName: z.string(), size: z.number() })),
});
export type FormRecord = z.infer<typeof FormRecord>;

const EventCost = z.object({ label: z.string(), amount: z.number(), currency: z.string() });
const EventContact = z.object({ name: z.string(), email: z.string(), phone: z.string() });
/** An institution (I) or agent (A) of the catalogue taking part in an event besides its organiser. */
export const EventParticipant = z.object({ id: z.number(), name: z.string(), kind: z.enum(['I', 'A']) });
export type EventParticipant = z.infer<typeof EventParticipant>;
/** A downloadable document of an event (a stored file of kind EEM, what the discovery detail lists). */
const EventDocument = z.object({ fileId: z.number(), fileName: z.string(), size: z.number() });

export const EventRecord = z.object({
  id: z.number(),
  status: ListingStatus,
  name: z.string(),
  description: z.string(),
  /** The organisation's campus it is held at; null: elsewhere (venueName, cityId). */
  locationId: z.nullable(z.number()),
  /** The campus's name ('' when held elsewhere). */
  campus: z.string(),
  venueName: z.string(),
  cityId: z.number(),
  city: z.string(),
  dateFrom: z.string(),
  dateTo: z.string(),
  regUrl: z.string(),
  webSite: z.string(),
  costs: z.array(EventCost),
  contacts: z.array(EventContact),
  /** By name; never the organisation itself. */
  participants: z.array(EventParticipant),
  /** By file name, as the discovery detail lists them. */
  documents: z.array(EventDocument),
  /** Members registered (then it is archived, never removed). */
  registrations: z.number(),
  favourites: z.number(),
});
export type EventRecord = z.infer<typeof EventRecord>;

/** The scholarship form's fields (core rules validateScholarship). */
const scholarshipFields = {
  name: text(1_000),
  description: text(20_000),
  countryId: loose(),
  awardGroupId: loose(),
  amount: loose(),
  currency: text(40),
  webAddress: text(4_000),
  openDate: text(40),
  closeDate: text(40),
};

/** The form record's fields (core rules validateFormRecord); fileId: the staff member's own upload (files.uploadFile). */
const formFields = {
  name: text(1_000),
  categoryId: loose(),
  header: text(4_000),
  fileId: loose(),
};

/** The event form's fields (core rules validateEvent). */
const eventFields = {
  name: text(1_000),
  description: text(20_000),
  locationId: loose(),
  venueName: text(1_000),
  cityId: loose(),
  dateFrom: text(40),
  dateTo: text(40),
  regUrl: text(4_000),
  webSite: text(4_000),
  costs: z._default(z.array(z.object({ label: text(1_000), amount: loose(), currency: text(40) })).check(z.maxLength(100)), []),
  contacts: z._default(z.array(z.object({ name: text(1_000), email: text(1_000), phone: text(1_000) })).check(z.maxLength(100)), []),
  /** Institutions and agents of the catalogue (eventParticipantOptions); the list replaces the event's participants. */
  participantIds: z._default(z.array(loose()).check(z.maxLength(100)), []),
  /** The event's documents kept, and the staff member's own uploads (files.uploadFile) to attach; a document left out is removed. */
  documentIds: z._default(z.array(loose()).check(z.maxLength(100)), []),
};

/** The six calls of one kind of record: `workspace<Kind>s`, `workspace<Kind>`, `workspaceCreate<Kind>`, `…Update…`, `workspaceSet<Kind>Status`, `workspaceRemove<Kind>`. */
/* @__NO_SIDE_EFFECTS__ */
function listingCalls<R, F extends z.core.$ZodLooseShape>(kind: ListingKind, Kind: string, what: string, record: z.ZodMiniType<R>, fields: F) {
  const base = `/api/workspace/catalogue/${kind}s`;
  const recordReply = z.object({ record });
  return {
    list: defineCall({
      id: `workspace${Kind}s`,
      area,
      summary: `The organisation's ${what}s by name: search by any part of the name, filter by status, paged; exact total.`,
      method: 'GET',
      path: base,
      auth: 'required',
      query: z.object({ ...orgQuery, q: z._default(z.string().check(z.maxLength(300)), ''), status: z._default(z.enum(['', 'draft', 'published', 'archived']), ''), pageNo: count(1), pageSize: z._default(z.enum(['10', '20', '50', '100']), '20') }),
      reply: z.object({ rows: z.array(ListingRow), total: z.number(), pageNo: z.number(), pageSize: z.number() }),
    }),
    record: defineCall({
      id: `workspace${Kind}`,
      area,
      summary: `One of the organisation's ${what}s with every field its discovery detail shows.`,
      method: 'GET',
      path: `/api/workspace/catalogue/${kind}`,
      auth: 'required',
      query: z.object({ ...orgQuery, recordId: requiredId() }),
      reply: recordReply,
    }),
    create: defineCall({
      id: `workspaceCreate${Kind}`,
      area,
      summary: `Catalogue editor: a new ${what}, saved as a draft (students do not see it) or published at once (publish: true).`,
      method: 'POST',
      path: `${base}/create`,
      auth: 'required',
      query: z.object(orgQuery),
      body: z.object({ ...fields, publish: z._default(z.boolean(), false) }),
      reply: recordReply,
      status: 201,
    }),
    update: defineCall({
      id: `workspaceUpdate${Kind}`,
      area,
      summary: `Catalogue editor: changes a ${what}'s fields.`,
      method: 'POST',
      path: `${base}/update`,
      auth: 'required',
      query: z.object(orgQuery),
      body: z.object({ recordId: requiredId(), ...fields }),
      reply: recordReply,
    }),
    setStatus: defineCall({
      id: `workspaceSet${Kind}Status`,
      area,
      summary: `Catalogue editor: publishes a ${what}, archives it (hidden from the discovery search, kept for favourites and registrations) or takes it back to draft.`,
      method: 'POST',
      path: `${base}/status`,
      auth: 'required',
      query: z.object(orgQuery),
      body: z.object({ recordId: requiredId(), newStatus: ListingStatus }),
      reply: recordReply,
    }),
    remove: defineCall({
      id: `workspaceRemove${Kind}`,
      area,
      summary: `Catalogue editor: removes a ${what} nothing refers to (409 when members keep or registered for it: archive it instead).`,
      method: 'POST',
      path: `${base}/remove`,
      auth: 'required',
      query: z.object(orgQuery),
      body: z.object({ recordId: requiredId() }),
      reply: z.object({ recordId: z.number() }),
    }),
  };
}

export const {
  list: catalogueScholarships,
  record: catalogueScholarship,
  create: createScholarship,
  update: updateScholarship,
  setStatus: setScholarshipStatus,
  remove: removeScholarship,
} = listingCalls('scholarship', 'Scholarship', 'scholarship', ScholarshipRecord, scholarshipFields);

export const {
  list: catalogueForms,
  record: catalogueForm,
  create: createForm,
  update: updateForm,
  setStatus: setFormStatus,
  remove: removeForm,
} = listingCalls('form', 'Form', 'form', FormRecord, formFields);

export const {
  list: catalogueEvents,
  record: catalogueEvent,
  create: createEvent,
  update: updateEvent,
  setStatus: setEventStatus,
  remove: removeEvent,
} = listingCalls('event', 'Event', 'event', EventRecord, eventFields);

export const listingOptions = defineCall({
  id: 'workspaceListingOptions',
  area,
  summary: "What the scholarship, form and event forms choose from: countries, study levels, form categories, the organisation's campuses and the cities of their states.",
  method: 'GET',
  path: '/api/workspace/catalogue/listing-options',
  auth: 'required',
  query: z.object(orgQuery),
  reply: z.object({
    countries: z.array(z.object({ id: z.number(), name: z.string(), currency: z.string() })),
    awardGroups: z.array(Named),
    formCategories: z.array(Named),
    campuses: z.array(z.object({ id: z.number(), name: z.string(), cityId: z.number(), currency: z.string() })),
    cities: z.array(z.object({ id: z.number(), name: z.string(), state: z.string(), country: z.string() })),
  }),
});

export const eventParticipantOptions = defineCall({
  id: 'workspaceEventParticipantOptions',
  area,
  summary: "What an event's participants are picked from: the catalogue's institutions and agents whose name contains `q` (any part, any case), by name, at most 20; never the organisation itself.",
  method: 'GET',
  path: '/api/workspace/catalogue/participant-options',
  auth: 'required',
  query: z.object({ ...orgQuery, q: z._default(z.string().check(z.maxLength(300)), '') }),
  reply: z.object({ options: z.array(EventParticipant) }),
});

export const listingHistory = defineCall({
  id: 'workspaceListingHistory',
  area,
  summary: 'Who changed what and when on a scholarship, form or event, with the previous values; newest first.',
  method: 'GET',
  path: '/api/workspace/catalogue/history',
  auth: 'required',
  query: z.object({ ...orgQuery, record: ListingKind, recordId: requiredId(), pageNo: count(1) }),
  reply: z.object({ entries: z.array(CatalogueHistoryEntry), total: z.number(), pageNo: z.number(), pageSize: z.number() }),
});

