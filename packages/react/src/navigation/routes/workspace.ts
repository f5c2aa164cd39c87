import { LISTING_KINDS, type ListingKind } from '@studyatlas/core';

/*
 * The partner workspace's routes (issues 26, 27): the inbox at /workspace, an application, the
 * enquiries and one enquiry, the staff, the partner keys, the webhooks, the catalogue and a course, the organisation's
 * profile, its campuses and a campus, and the invitation link's
 * /workspace/accept?token=….
 */
export const WORKSPACE_ROUTE = '/workspace';
export const WORKSPACE_STAFF_ROUTE = '/workspace/staff';
export const WORKSPACE_KEYS_ROUTE = '/workspace/keys';
export const WORKSPACE_WEBHOOKS_ROUTE = '/workspace/webhooks';
export const WORKSPACE_EMBED_ROUTE = '/workspace/embed';
export const WORKSPACE_IMPORT_ROUTE = '/workspace/import';
export const WORKSPACE_ACCEPT_ROUTE = '/workspace/accept';
export const WORKSPACE_ENQUIRIES_ROUTE = '/workspace/enquiries';
export const WORKSPACE_CATALOGUE_ROUTE = '/workspace/catalogue';
export const WORKSPACE_NEW_COURSE_ROUTE = '/workspace/catalogue/new';
export const WORKSPACE_PROFILE_ROUTE = '/workspace/profile';
export const WORKSPACE_CAMPUSES_ROUTE = '/workspace/campuses';
export const WORKSPACE_NEW_CAMPUS_ROUTE = '/workspace/campuses/new';

/** The catalogue's other records (issue 27): /workspace/scholarships, /workspace/forms, /workspace/events, each with /new and /<id>. */
export const workspaceListingsRoute = (kind: ListingKind): string => `${WORKSPACE_ROUTE}/${kind}s`;
export const workspaceListingRoute = (kind: ListingKind, recordId: number | 'new'): string => `${workspaceListingsRoute(kind)}/${recordId}`;

export const workspaceApplicationRoute = (applicationId: number): string => `${WORKSPACE_ROUTE}/applications/${applicationId}`;
export const workspaceEnquiryRoute = (enquiryId: number): string => `${WORKSPACE_ENQUIRIES_ROUTE}/${enquiryId}`;
export const workspaceCourseRoute = (courseId: number): string => `${WORKSPACE_CATALOGUE_ROUTE}/${courseId}`;
export const workspaceCampusRoute = (campusId: number): string => `${WORKSPACE_CAMPUSES_ROUTE}/${campusId}`;
export const workspaceAcceptRoute = (token: string): string => `${WORKSPACE_ACCEPT_ROUTE}?${new URLSearchParams({ token })}`;

/** A workspace screen: what a host without the portal's router needs to pick it. */
export type WorkspaceScreen =
  | { screen: 'inbox' }
  | { screen: 'application'; applicationId: number }
  | { screen: 'enquiries' }
  | { screen: 'enquiry'; enquiryId: number }
  | { screen: 'staff' }
  | { screen: 'keys' }
  | { screen: 'webhooks' }
  | { screen: 'embed' }
  | { screen: 'import' }
  | { screen: 'catalogue' }
  | { screen: 'course'; courseId: number | 'new' }
  | { screen: 'profile' }
  | { screen: 'campuses' }
  | { screen: 'campus'; campusId: number | 'new' }
  | { screen: 'listings'; kind: ListingKind }
  | { screen: 'listing'; kind: ListingKind; recordId: number | 'new' }
  | { screen: 'accept'; token: string }
  | { screen: 'elsewhere' };

const ID = /^[1-9]\d{0,9}$/;

/** '/' and '/workspace' the inbox; '/workspace/applications/12', '/workspace/enquiries(/7)', '/workspace/staff', '/workspace/keys', '/workspace/webhooks', '/workspace/catalogue(/12|/new)', '/workspace/scholarships(/12|/new)' (forms, events alike), '/workspace/profile', '/workspace/campuses(/3|/new)', '/workspace/embed', '/workspace/import', '/workspace/accept?token=…'. */
export function workspaceScreen(path: string): WorkspaceScreen {
  const [pathname = '', search = ''] = path.split('?', 2);
  const parts = pathname.split('/').filter(Boolean);
  if (parts.length === 0) return { screen: 'inbox' };
  if (parts[0]!.toLowerCase() !== WORKSPACE_ROUTE.slice(1)) return { screen: 'elsewhere' };
  const [, section, id, ...rest] = parts;
  if (rest.length > 0) return { screen: 'elsewhere' };
  if (section === undefined) return { screen: 'inbox' };
  if (section === 'applications' && id !== undefined && ID.test(id)) return { screen: 'application', applicationId: Number(id) };
  if (section === 'enquiries' && id !== undefined && ID.test(id)) return { screen: 'enquiry', enquiryId: Number(id) };
  if (section === 'catalogue' && id !== undefined && (ID.test(id) || id === 'new')) return { screen: 'course', courseId: id === 'new' ? 'new' : Number(id) };
  if (section === 'campuses' && id !== undefined && (ID.test(id) || id === 'new')) return { screen: 'campus', campusId: id === 'new' ? 'new' : Number(id) };
  const kind = LISTING_KINDS.find((k) => section === `${k}s`);
  if (kind && id !== undefined && (ID.test(id) || id === 'new')) return { screen: 'listing', kind, recordId: id === 'new' ? 'new' : Number(id) };
  if (kind && id === undefined) return { screen: 'listings', kind };
  if (id !== undefined) return { screen: 'elsewhere' };
  if (section === 'enquiries') return { screen: 'enquiries' };
  if (section === 'staff') return { screen: 'staff' };
  if (section === 'keys') return { screen: 'keys' };
  if (section === 'webhooks') return { screen: 'webhooks' };
  if (section === 'embed') return { screen: 'embed' };
  if (section === 'import') return { screen: 'import' };
  if (section === 'catalogue') return { screen: 'catalogue' };
  if (section === 'profile') return { screen: 'profile' };
  if (section === 'campuses') return { screen: 'campuses' };
  if (section === 'accept') return { screen: 'accept', token: new URLSearchParams(search).get('token') ?? '' };
  return { screen: 'elsewhere' };
}
