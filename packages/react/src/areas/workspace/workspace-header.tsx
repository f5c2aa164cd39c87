import { format, roleCan, workspaceMessages, workspaceLabels as l, type workspace } from '@studyatlas/core';
import { Link } from '../../navigation/link.js';
import {
  WORKSPACE_CAMPUSES_ROUTE,
  WORKSPACE_CATALOGUE_ROUTE,
  WORKSPACE_EMBED_ROUTE,
  WORKSPACE_ENQUIRIES_ROUTE,
  WORKSPACE_IMPORT_ROUTE,
  WORKSPACE_KEYS_ROUTE,
  WORKSPACE_PROFILE_ROUTE,
  WORKSPACE_ROUTE,
  WORKSPACE_STAFF_ROUTE,
  WORKSPACE_WEBHOOKS_ROUTE,
  workspaceListingsRoute,
} from '../../navigation/routes/workspace.js';
import { SelectField } from '../../ui/select-field/select-field.js';
import type { Organisations } from './use-organisations.js';
import { useWorkspaceStyles } from './use-workspace-styles.js';

export interface WorkspaceHeaderProps {
  organisations: Organisations;
  current: workspace.Organisation;
  /** The screen shown (its section link is marked current). */
  screen: 'inbox' | 'application' | 'enquiries' | 'enquiry' | 'staff' | 'keys' | 'webhooks' | 'catalogue' | 'course' | 'listings' | 'listing' | 'embed' | 'import' | 'profile' | 'campuses' | 'campus';
}

const count = (n: number, one: string, many: string) => (n === 1 ? one : format(many, { count: n }));

/**
 * The organisation switcher (remembered), the sections the role may open, and their badges: the
 * unread applications and the students' unread replies, the open enquiries.
 */
export function WorkspaceHeader({ organisations, current, screen }: WorkspaceHeaderProps) {
  useWorkspaceStyles();
  const options = (organisations.organisations ?? []).map((organisation) => ({
    value: String(organisation.id),
    label: format(l.organisationOption, { name: organisation.name, role: workspaceMessages.roleLabels[organisation.role] }),
  }));
  const reads = roleCan(current.role, 'readApplications');
  const sections = [
    {
      route: WORKSPACE_ROUTE,
      label: l.applications,
      current: screen === 'inbox' || screen === 'application',
      shown: reads,
      badges: [
        ...(current.unread > 0 ? [{ kind: 'badge', text: format(l.unreadBadge, { count: current.unread }) }] : []),
        ...(current.replies > 0 ? [{ kind: 'replies', text: count(current.replies, l.messagesBadgeOne, l.messagesBadge) }] : []),
      ],
    },
    {
      route: WORKSPACE_ENQUIRIES_ROUTE,
      label: l.enquiries,
      current: screen === 'enquiries' || screen === 'enquiry',
      shown: reads,
      badges: current.openEnquiries > 0 ? [{ kind: 'badge', text: format(l.openBadge, { count: current.openEnquiries }) }] : [],
    },
    { route: WORKSPACE_STAFF_ROUTE, label: l.staff, current: screen === 'staff', shown: true, badges: [] },
    { route: WORKSPACE_KEYS_ROUTE, label: l.keys, current: screen === 'keys', shown: roleCan(current.role, 'manageKeys') && current.kind === 'institution', badges: [] },
    { route: WORKSPACE_WEBHOOKS_ROUTE, label: l.webhooks, current: screen === 'webhooks', shown: roleCan(current.role, 'manageWebhooks'), badges: [] },
    { route: WORKSPACE_PROFILE_ROUTE, label: l.profile, current: screen === 'profile', shown: roleCan(current.role, 'readCatalogue'), badges: [] },
    { route: WORKSPACE_CAMPUSES_ROUTE, label: l.campuses, current: screen === 'campuses' || screen === 'campus', shown: roleCan(current.role, 'readCatalogue'), badges: [] },
    // One link for the catalogue's sections (courses, scholarships, forms, events: CatalogueTabs), so the header stays short at 320 px.
    {
      route: current.kind === 'institution' ? WORKSPACE_CATALOGUE_ROUTE : workspaceListingsRoute('scholarship'),
      label: l.catalogue,
      current: screen === 'catalogue' || screen === 'course' || screen === 'listings' || screen === 'listing',
      shown: roleCan(current.role, 'readCatalogue'),
      badges: [],
    },
    { route: WORKSPACE_IMPORT_ROUTE, label: l.importExport, current: screen === 'import', shown: roleCan(current.role, 'editCatalogue'), badges: [] },
    { route: WORKSPACE_EMBED_ROUTE, label: l.embed, current: screen === 'embed', shown: roleCan(current.role, 'manageEmbed'), badges: [] },
  ];
  return (
    <div className="sa-workspace-header">
      <SelectField
        className="sa-workspace-switcher"
        label={l.organisation}
        value={String(current.id)}
        options={options}
        onValueChange={(id) => organisations.choose(Number(id))}
      />
      <nav className="sa-workspace-sections" aria-label={l.sectionsLabel}>
        {sections
          .filter((section) => section.shown)
          .map((section) => (
            <Link key={section.route} to={section.route} className="sa-workspace-section" aria-current={section.current ? 'page' : undefined}>
              {section.label}
              {section.badges.map((badge) => (
                <span key={badge.kind} className={`sa-workspace-${badge.kind}`}>
                  {badge.text}
                </span>
              ))}
            </Link>
          ))}
      </nav>
    </div>
  );
}
