import { Suspense, type ReactNode } from 'react';
import { lazyWithWords } from '../../i18n/lazy-with-words.js';
import { roleCan, workspaceLabels as l } from '@studyatlas/core';
import { MemberOnly } from '../../kits/member-only/member-only.js';
import { useLeaveElsewhere } from '../../navigation/leave-elsewhere.js';
import { useNavigation } from '../../navigation/navigation.js';
import { workspaceScreen, type WorkspaceScreen } from '../../navigation/routes/workspace.js';
import { Loader } from '../../ui/loader/loader.js';
import { FormError } from '../../ui/form-error/form-error.js';
import { cx } from '../../ui/internal/class-names.js';
import type { ScreenProps } from '../../ui/panel/panel.js';
import { AcceptInvitation } from './accept-invitation.js';
import { ApplicationPage } from './application-page.js';
import { Inbox } from './inbox.js';
import { WorkspaceHeader } from './workspace-header.js';
import { useOrganisations } from './use-organisations.js';
import type { SectionLevel } from './section-level.js';
import { useWorkspaceStyles } from './use-workspace-styles.js';

// The staff and the keys, which few roles open and none first, load when first shown.
const StaffPage = /* @__PURE__ */ lazyWithWords(() => import('./staff-page.js'), 'StaffPage');
const KeysPage = /* @__PURE__ */ lazyWithWords(() => import('./keys-page.js'), 'KeysPage');
// So do the enquiries (with the rich text editor behind their answer).
const EnquiriesPage = /* @__PURE__ */ lazyWithWords(() => import('./enquiries-page.js'), 'EnquiriesPage');
const EnquiryPage = /* @__PURE__ */ lazyWithWords(() => import('./enquiry-page.js'), 'EnquiryPage');
// The webhooks page (owners only) loads when it is opened: <sa-workspace>'s own chunk does not carry it.
const WebhooksPage = /* @__PURE__ */ lazyWithWords(() => import('./webhooks-page.js'), 'WebhooksPage');
// The Embed page (owners) and the catalogue's import and export (owners, catalogue editors) likewise.
const EmbedPage = /* @__PURE__ */ lazyWithWords(() => import('./embed-page.js'), 'EmbedPage');
const ImportPage = /* @__PURE__ */ lazyWithWords(() => import('./import-page.js'), 'ImportPage');
// So do the catalogue's screens (issue 27).
const CataloguePage = /* @__PURE__ */ lazyWithWords(() => import('./catalogue-page.js'), 'CataloguePage');
const CoursePage = /* @__PURE__ */ lazyWithWords(() => import('./course-page.js'), 'CoursePage');
// And the organisation's profile (with the crop library behind its logo) and its campuses (with Leaflet behind the pin).
const ProfilePage = /* @__PURE__ */ lazyWithWords(() => import('./profile-page.js'), 'ProfilePage');
const CampusesPage = /* @__PURE__ */ lazyWithWords(() => import('./campuses-page.js'), 'CampusesPage');
const CampusPage = /* @__PURE__ */ lazyWithWords(() => import('./campus-page.js'), 'CampusPage');
const ListingsPage = /* @__PURE__ */ lazyWithWords(() => import('./listings-page.js'), 'ListingsPage');
const ListingPage = /* @__PURE__ */ lazyWithWords(() => import('./listing-page.js'), 'ListingPage');

export interface WorkspaceProps extends ScreenProps {
  /** The screen shown; by default the provider's in-memory route (an embedded widget). */
  screen?: WorkspaceScreen;
  /** How sign-in is asked for: the /login page (portal) or the login dialog (default, widgets). */
  signIn?: 'page' | 'dialog';
  /** The section an embedded widget opens on (its in-memory route '/'): the inbox (default), the enquiries, the staff, the keys, the webhooks, the catalogue (courses), its scholarships, forms or events, the Embed page, the catalogue's import and export, the organisation's profile or its campuses. */
  view?: WorkspaceView;
  /** A route the widget does not show itself was asked for; the default returns to the start. */
  onLeave?: (route: string) => void;
}

export type WorkspaceView = 'inbox' | 'enquiries' | 'staff' | 'keys' | 'webhooks' | 'catalogue' | 'scholarships' | 'forms' | 'events' | 'embed' | 'import' | 'profile' | 'campuses';
export const WORKSPACE_VIEWS: readonly WorkspaceView[] = ['inbox', 'enquiries', 'staff', 'keys', 'webhooks', 'catalogue', 'scholarships', 'forms', 'events', 'embed', 'import', 'profile', 'campuses'];

/** The screen a view opens on. */
const screenOfView = (view: WorkspaceView): WorkspaceScreen =>
  view === 'scholarships' ? { screen: 'listings', kind: 'scholarship' } : view === 'forms' ? { screen: 'listings', kind: 'form' } : view === 'events' ? { screen: 'listings', kind: 'event' } : { screen: view };

/**
 * The partner workspace (issues 26, 27): an organisation's staff work on its applications (the inbox, an
 * application's page with decisions, the conversation with the student, notes and assignment), its
 * "Connect me" enquiries, its staff, its partner API keys and its webhooks; the
 * invitation link's screen joins an organisation. Signed in only (the accept screen asks itself).
 */
export function Workspace({ screen, view = 'inbox', headingLevel = 2, signIn = 'dialog', onLeave, className }: WorkspaceProps) {
  useWorkspaceStyles();
  const { path } = useNavigation();
  const shown = screen ?? (path && path !== '/' ? workspaceScreen(path) : screenOfView(view));
  useLeaveElsewhere(shown.screen === 'elsewhere' ? (path ?? '/') : null, onLeave);
  if (shown.screen === 'elsewhere') return null;
  if (shown.screen === 'accept') return <AcceptInvitation token={shown.token} headingLevel={headingLevel} signIn={signIn} className={className} />;
  return (
    <MemberOnly signIn={signIn} headingLevel={headingLevel} className={className}>
      <WorkspaceScreens shown={shown} headingLevel={headingLevel} className={className} />
    </MemberOnly>
  );
}

function WorkspaceScreens({ shown, headingLevel = 2, className }: { shown: Exclude<WorkspaceScreen, { screen: 'accept' | 'elsewhere' }> } & ScreenProps) {
  const organisations = useOrganisations();
  const { current, query } = organisations;
  const Heading = `h${headingLevel}` as const;
  const level = (headingLevel + 1) as SectionLevel;
  return (
    <section className={cx('sa-root sa-workspace', className)} part="workspace" aria-busy={query.loading || undefined}>
      <Heading className="sa-workspace-title">{l.title}</Heading>
      {query.loading && <Loader active variant="inline" label={l.loading} />}
      <FormError message={query.error} />
      {organisations.organisations?.length === 0 && <p className="sa-empty">{l.noOrganisations}</p>}
      {current && (
        <>
          <WorkspaceHeader organisations={organisations} current={current} screen={shown.screen} />
          <div className="sa-workspace-screen">
            {shown.screen === 'inbox' && <Inbox key={current.id} organisation={current} level={level} />}
            {shown.screen === 'application' && <ApplicationPage key={`${current.id}-${shown.applicationId}`} organisation={current} applicationId={shown.applicationId} level={level} />}
            {(shown.screen === 'enquiries' || shown.screen === 'enquiry') && (
              <Suspense fallback={<Loader active variant="inline" label={l.enquiriesLoading} />}>
                {shown.screen === 'enquiries' ? (
                  <EnquiriesPage key={current.id} organisation={current} level={level} />
                ) : (
                  <EnquiryPage key={`${current.id}-${shown.enquiryId}`} organisation={current} enquiryId={shown.enquiryId} level={level} />
                )}
              </Suspense>
            )}
            {shown.screen === 'staff' && (
              <LazySection allowed loading={l.staffLoading}>
                <StaffPage key={current.id} organisation={current} level={level} />
              </LazySection>
            )}
            {shown.screen === 'keys' &&
              (current.kind === 'institution' ? (
                <LazySection allowed={roleCan(current.role, 'manageKeys')} loading={l.keysLoading}>
                  <KeysPage key={current.id} organisation={current} level={level} />
                </LazySection>
              ) : (
                <p className="sa-empty">{l.keysInstitutionsOnly}</p>
              ))}
            {shown.screen === 'webhooks' && (
              <LazySection allowed={roleCan(current.role, 'manageWebhooks')} loading={l.webhooksLoading}>
                <WebhooksPage key={current.id} organisation={current} level={level} />
              </LazySection>
            )}
            {shown.screen === 'embed' && (
              <LazySection allowed={roleCan(current.role, 'manageEmbed')} loading={l.embedLoading}>
                <EmbedPage key={current.id} organisation={current} level={level} />
              </LazySection>
            )}
            {shown.screen === 'import' && (
              <LazySection allowed={roleCan(current.role, 'editCatalogue')} loading={l.importLoading}>
                <ImportPage key={current.id} organisation={current} level={level} />
              </LazySection>
            )}
            {(shown.screen === 'catalogue' || shown.screen === 'course') && (
              <LazySection allowed={roleCan(current.role, 'readCatalogue')} loading={l.catalogueLoading}>
                {shown.screen === 'catalogue' ? (
                  <CataloguePage key={current.id} organisation={current} level={level} />
                ) : (
                  <CoursePage key={`${current.id}-${shown.courseId}`} organisation={current} courseId={shown.courseId} level={level} />
                )}
              </LazySection>
            )}
            {shown.screen === 'profile' && (
              <LazySection allowed={roleCan(current.role, 'readCatalogue')} loading={l.profileLoading}>
                <ProfilePage key={current.id} organisation={current} level={level} />
              </LazySection>
            )}
            {(shown.screen === 'campuses' || shown.screen === 'campus') && (
              <LazySection allowed={roleCan(current.role, 'readCatalogue')} loading={l.campusesLoading}>
                {shown.screen === 'campuses' ? (
                  <CampusesPage key={current.id} organisation={current} level={level} />
                ) : (
                  <CampusPage key={`${current.id}-${shown.campusId}`} organisation={current} campusId={shown.campusId} level={level} />
                )}
              </LazySection>
            )}
            {(shown.screen === 'listings' || shown.screen === 'listing') && (
              <LazySection allowed={roleCan(current.role, 'readCatalogue')} loading={l.catalogueLoading}>
                {shown.screen === 'listings' ? (
                  <ListingsPage key={`${current.id}-${shown.kind}`} organisation={current} kind={shown.kind} level={level} />
                ) : (
                  <ListingPage key={`${current.id}-${shown.kind}-${shown.recordId}`} organisation={current} kind={shown.kind} recordId={shown.recordId} level={level} />
                )}
              </LazySection>
            )}
          </div>
        </>
      )}
    </section>
  );
}

/** A lazily loaded section the role may open (its loader meanwhile), else what says it may not. */
function LazySection({ allowed, loading, children }: { allowed: boolean; loading: string; children: ReactNode }) {
  if (!allowed) return <p className="sa-empty">{l.notAllowed}</p>;
  return <Suspense fallback={<Loader active variant="inline" label={loading} />}>{children}</Suspense>;
}
