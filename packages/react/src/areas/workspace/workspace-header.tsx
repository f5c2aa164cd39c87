import { format, roleCan, workspaceMessages, workspaceLabels as l, type workspace } from '@studyatlas/core';
import { Link } from '../../navigation/link.js';
import { WORKSPACE_KEYS_ROUTE, WORKSPACE_ROUTE, WORKSPACE_STAFF_ROUTE, WORKSPACE_WEBHOOKS_ROUTE } from '../../navigation/routes/workspace.js';
import { SelectField } from '../../ui/select-field/select-field.js';
import type { Organisations } from './use-organisations.js';
import { useWorkspaceStyles } from './use-workspace-styles.js';

export interface WorkspaceHeaderProps {
  organisations: Organisations;
  current: workspace.Organisation;
  /** The screen shown (its section link is marked current). */
  screen: 'inbox' | 'application' | 'staff' | 'keys' | 'webhooks';
}

/** The organisation switcher (remembered), the sections the role may open, and the unread badge. */
export function WorkspaceHeader({ organisations, current, screen }: WorkspaceHeaderProps) {
  useWorkspaceStyles();
  const options = (organisations.organisations ?? []).map((organisation) => ({
    value: String(organisation.id),
    label: format(l.organisationOption, { name: organisation.name, role: workspaceMessages.roleLabels[organisation.role] }),
  }));
  const sections = [
    { route: WORKSPACE_ROUTE, label: l.applications, current: screen === 'inbox' || screen === 'application', shown: roleCan(current.role, 'readApplications'), badge: current.unread },
    { route: WORKSPACE_STAFF_ROUTE, label: l.staff, current: screen === 'staff', shown: true, badge: 0 },
    { route: WORKSPACE_KEYS_ROUTE, label: l.keys, current: screen === 'keys', shown: roleCan(current.role, 'manageKeys') && current.kind === 'institution', badge: 0 },
    { route: WORKSPACE_WEBHOOKS_ROUTE, label: l.webhooks, current: screen === 'webhooks', shown: roleCan(current.role, 'manageWebhooks'), badge: 0 },
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
              {section.badge > 0 && <span className="sa-workspace-badge">{format(l.unreadBadge, { count: section.badge })}</span>}
            </Link>
          ))}
      </nav>
    </div>
  );
}
