import { organisationProfileLabels, workspaceLabels, type ListingKind } from '@studyatlas/core';
import { lazyScreen } from './lazy-screen.js';
import type { PortalRoute } from './portal-route.js';

const Workspace = lazyScreen(() => import('../screens/workspace.js'), 'Workspace');

const idOf = (value: string | undefined): number => (value && /^\d{1,9}$/.test(value) ? Number(value) : 0);
/** A section of the catalogue's scholarships, forms or events, and one record of it (or a new one). */
const listings = (kind: ListingKind) => <Workspace screen={{ screen: 'listings', kind }} headingLevel={1} signIn="page" />;
const listing = (kind: ListingKind, recordId: string | undefined) => (
  <Workspace screen={recordId === 'new' ? { screen: 'listing', kind, recordId: 'new' } : idOf(recordId) ? { screen: 'listing', kind, recordId: idOf(recordId) } : { screen: 'listings', kind }} headingLevel={1} signIn="page" />
);
const tokenOf = (): string => new URLSearchParams(window.location.search).get('token') ?? '';

/** The partner workspace (issues 26, 27): the inbox, an application, the enquiries and one enquiry, the staff, the keys, the webhooks, the catalogue and a course, its scholarships, forms and events (list, new, one), the catalogue's import and export, the Embed page, the organisation's profile and its campuses (signed in), and the invitation link. */
export const workspaceRoutes: PortalRoute[] = [
  { path: '/workspace', title: () => workspaceLabels.title, member: true, render: () => <Workspace screen={{ screen: 'inbox' }} headingLevel={1} signIn="page" /> },
  {
    path: '/workspace/applications/:applicationId',
    title: () => workspaceLabels.title,
    member: true,
    render: (p) => <Workspace screen={idOf(p.applicationId) ? { screen: 'application', applicationId: idOf(p.applicationId) } : { screen: 'inbox' }} headingLevel={1} signIn="page" />,
  },
  { path: '/workspace/enquiries', title: () => workspaceLabels.enquiries, member: true, render: () => <Workspace screen={{ screen: 'enquiries' }} headingLevel={1} signIn="page" /> },
  {
    path: '/workspace/enquiries/:enquiryId',
    title: () => workspaceLabels.enquiries,
    member: true,
    render: (p) => <Workspace screen={idOf(p.enquiryId) ? { screen: 'enquiry', enquiryId: idOf(p.enquiryId) } : { screen: 'enquiries' }} headingLevel={1} signIn="page" />,
  },
  { path: '/workspace/staff', title: () => workspaceLabels.staffTitle, member: true, render: () => <Workspace screen={{ screen: 'staff' }} headingLevel={1} signIn="page" /> },
  { path: '/workspace/keys', title: () => workspaceLabels.keysTitle, member: true, render: () => <Workspace screen={{ screen: 'keys' }} headingLevel={1} signIn="page" /> },
  { path: '/workspace/webhooks', title: () => workspaceLabels.webhooks, member: true, render: () => <Workspace screen={{ screen: 'webhooks' }} headingLevel={1} signIn="page" /> },
  { path: '/workspace/embed', title: () => workspaceLabels.embed, member: true, render: () => <Workspace screen={{ screen: 'embed' }} headingLevel={1} signIn="page" /> },
  { path: '/workspace/import', title: () => workspaceLabels.importExport, member: true, render: () => <Workspace screen={{ screen: 'import' }} headingLevel={1} signIn="page" /> },
  { path: '/workspace/catalogue', title: () => workspaceLabels.catalogue, member: true, render: () => <Workspace screen={{ screen: 'catalogue' }} headingLevel={1} signIn="page" /> },
  {
    path: '/workspace/catalogue/:courseId',
    title: () => workspaceLabels.catalogue,
    member: true,
    render: (p) => <Workspace screen={p.courseId === 'new' ? { screen: 'course', courseId: 'new' } : idOf(p.courseId) ? { screen: 'course', courseId: idOf(p.courseId) } : { screen: 'catalogue' }} headingLevel={1} signIn="page" />,
  },
  { path: '/workspace/profile', title: () => organisationProfileLabels.profileTitle, member: true, render: () => <Workspace screen={{ screen: 'profile' }} headingLevel={1} signIn="page" /> },
  { path: '/workspace/campuses', title: () => organisationProfileLabels.campuses, member: true, render: () => <Workspace screen={{ screen: 'campuses' }} headingLevel={1} signIn="page" /> },
  {
    path: '/workspace/campuses/:campusId',
    title: () => organisationProfileLabels.campuses,
    member: true,
    render: (p) => <Workspace screen={p.campusId === 'new' ? { screen: 'campus', campusId: 'new' } : idOf(p.campusId) ? { screen: 'campus', campusId: idOf(p.campusId) } : { screen: 'campuses' }} headingLevel={1} signIn="page" />,
  },
  { path: '/workspace/scholarships', title: () => workspaceLabels.catalogue, member: true, render: () => listings('scholarship') },
  { path: '/workspace/scholarships/:recordId', title: () => workspaceLabels.catalogue, member: true, render: (p) => listing('scholarship', p.recordId) },
  { path: '/workspace/forms', title: () => workspaceLabels.catalogue, member: true, render: () => listings('form') },
  { path: '/workspace/forms/:recordId', title: () => workspaceLabels.catalogue, member: true, render: (p) => listing('form', p.recordId) },
  { path: '/workspace/events', title: () => workspaceLabels.catalogue, member: true, render: () => listings('event') },
  { path: '/workspace/events/:recordId', title: () => workspaceLabels.catalogue, member: true, render: (p) => listing('event', p.recordId) },
  { path: '/workspace/accept', title: () => workspaceLabels.acceptTitle, render: () => <Workspace screen={{ screen: 'accept', token: tokenOf() }} headingLevel={1} signIn="page" /> },
];
