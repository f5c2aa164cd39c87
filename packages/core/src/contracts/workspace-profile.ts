import * as z from 'zod/mini';
import { defineCall } from './define.js';
import { count, optionalId, requiredId } from './fields.js';
import { CatalogueChange } from './workspace-catalogue.js';

/*
 * The workspace's organisation profile and campuses (issue 27, docs/workspace.md "Profile and
 * campuses"): every role of the staff reads ('readCatalogue'), owners and catalogue editors write
 * ('editCatalogue'). The fields' checks are the importer's (core rules/workspace-profile.ts); the
 * shapes are loose so that a bad value gets the rule's message, not a shape error. A campus's place is
 * read by the importer's place resolution. Every write leaves a row in the catalogue history and moves
 * the search index's version (the institution's name and its campuses are searched).
 */
const area = 'workspace';
const orgQuery = { org: requiredId() };
const text = (max: number) => z._default(z.string().check(z.maxLength(max)), '');
/** A number, its text, or blank (the rule reads and checks it). */
const loose = () => z._default(z.nullable(z.union([z.number(), z.string().check(z.maxLength(40))])), null);

export const OrganisationProfile = z.object({
  id: z.number(),
  kind: z.enum(['institution', 'agent']),
  name: z.string(),
  description: z.string(),
  webAddress: z.string(),
  email: z.string(),
  phone: z.string(),
  /** Where the logo loads (GetImagePublic; the default logo when none was uploaded). */
  logoUrl: z.string(),
  /** A logo was uploaded or imported. */
  hasLogo: z.boolean(),
});
export type OrganisationProfile = z.infer<typeof OrganisationProfile>;

const profileReply = z.object({ profile: OrganisationProfile });

export const organisationProfile = defineCall({
  id: 'workspaceProfile',
  area,
  summary: "The organisation's profile: name, description, web address, contact details and its logo's address.",
  method: 'GET',
  path: '/api/workspace/profile',
  auth: 'required',
  query: z.object(orgQuery),
  reply: profileReply,
});

export const updateOrganisationProfile = defineCall({
  id: 'workspaceUpdateProfile',
  area,
  summary: "Catalogue editor: changes the organisation's name, description, web address, e-mail and phone (the importer's checks).",
  method: 'POST',
  path: '/api/workspace/profile/update',
  auth: 'required',
  query: z.object(orgQuery),
  body: z.object({ name: text(1_000), description: text(20_000), webAddress: text(4_000), email: text(1_000), phone: text(1_000) }),
  reply: profileReply,
});

export const uploadOrganisationLogo = defineCall({
  id: 'workspaceUploadLogo',
  area,
  summary:
    "Catalogue editor: multipart/form-data, field file: the organisation's logo, a JPEG, BMP, PNG or GIF image (recognised by its bytes) of at most 2 MB, " +
    'the rules of a member\'s profile image. Stored in the file store; GetImagePublic serves it. 413 too large, 415 another type, 400 no file.',
  method: 'POST',
  path: '/api/workspace/profile/logo',
  auth: 'required',
  query: z.object(orgQuery),
  reply: profileReply,
});

export const Campus = z.object({
  id: z.number(),
  name: z.string(),
  countryId: z.number(),
  country: z.string(),
  state: z.string(),
  city: z.string(),
  address: z.string(),
  postcode: z.string(),
  phone: z.string(),
  email: z.string(),
  headOffice: z.boolean(),
  latitude: z.number(),
  longitude: z.number(),
  /** Placed at its area's centre: the locality is not known (the importer's `approximate`). */
  approximate: z.boolean(),
  /** Courses taught there. */
  courses: z.number(),
});
export type Campus = z.infer<typeof Campus>;

export const campuses = defineCall({
  id: 'workspaceCampuses',
  area,
  summary: "The organisation's campuses (or offices), by name, and the countries a campus may be in (with their centres, for the map).",
  method: 'GET',
  path: '/api/workspace/campuses',
  auth: 'required',
  query: z.object(orgQuery),
  reply: z.object({
    campuses: z.array(Campus),
    countries: z.array(z.object({ id: z.number(), name: z.string(), latitude: z.number(), longitude: z.number() })),
  }),
});

export const campus = defineCall({
  id: 'workspaceCampus',
  area,
  summary: "One of the organisation's campuses.",
  method: 'GET',
  path: '/api/workspace/campus',
  auth: 'required',
  query: z.object({ ...orgQuery, campusId: requiredId() }),
  reply: z.object({ campus: Campus }),
});

export const saveCampus = defineCall({
  id: 'workspaceSaveCampus',
  area,
  summary:
    'Catalogue editor: adds a campus (no campusId) or changes one. The city is read as the importer reads it (gazetteer, state, alternate names); ' +
    "one it cannot place is refused with the importer's message on `city`; how it was read comes back as `warnings`. latitude and longitude (the map pin) are the campus's own position; both blank: the city's.",
  method: 'POST',
  path: '/api/workspace/campuses/save',
  auth: 'required',
  query: z.object(orgQuery),
  body: z.object({
    campusId: optionalId(),
    name: text(1_000),
    countryId: loose(),
    state: text(1_000),
    city: text(1_000),
    address: text(1_000),
    postcode: text(1_000),
    phone: text(1_000),
    email: text(1_000),
    headOffice: z._default(z.boolean(), false),
    latitude: loose(),
    longitude: loose(),
  }),
  reply: z.object({ campus: Campus, warnings: z.array(z.string()) }),
});

export const deleteCampus = defineCall({
  id: 'workspaceDeleteCampus',
  area,
  summary: 'Catalogue editor: removes a campus no intake, application or event uses (400 with what uses it otherwise); courses taught only there keep no campus.',
  method: 'POST',
  path: '/api/workspace/campuses/delete',
  auth: 'required',
  query: z.object(orgQuery),
  body: z.object({ campusId: requiredId() }),
  reply: z.object({ removed: z.number() }),
});

export const ProfileHistoryEntry = z.object({
  id: z.number(),
  /** ISO-8601 UTC. */
  at: z.string(),
  who: z.string(),
  record: z.enum(['organisation', 'campus']),
  recordId: z.number(),
  action: z.enum(['created', 'updated', 'deleted']),
  changes: z.array(CatalogueChange),
});
export type ProfileHistoryEntry = z.infer<typeof ProfileHistoryEntry>;

export const profileHistory = defineCall({
  id: 'workspaceProfileHistory',
  area,
  summary: "Who changed the organisation's profile (no campusId) or one campus, when, with the previous values; newest first.",
  method: 'GET',
  path: '/api/workspace/profile/history',
  auth: 'required',
  query: z.object({ ...orgQuery, campusId: optionalId(), pageNo: count(1) }),
  reply: z.object({ entries: z.array(ProfileHistoryEntry), total: z.number(), pageNo: z.number(), pageSize: z.number() }),
});
