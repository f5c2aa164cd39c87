import { LISTING_KINDS, listingLabels, roleCan, type ListingKind, type workspace } from '@studyatlas/core';
import { Link } from '../../navigation/link.js';
import { WORKSPACE_CATALOGUE_ROUTE, workspaceListingsRoute } from '../../navigation/routes/workspace.js';
import { KIND_WORDS } from './listing-kinds.js';
import { useWorkspaceStyles } from './use-workspace-styles.js';

/**
 * The catalogue's sections under the header's one "Catalogue" link (so the header stays short at
 * 320 px): courses (institutions), scholarships, forms and events.
 */
export function CatalogueTabs({ organisation, current }: { organisation: workspace.Organisation; current: 'courses' | ListingKind }) {
  useWorkspaceStyles();
  const sections = [
    ...(organisation.kind === 'institution' ? [{ key: 'courses', route: WORKSPACE_CATALOGUE_ROUTE, label: listingLabels.courses }] : []),
    ...LISTING_KINDS.map((kind) => ({ key: kind, route: workspaceListingsRoute(kind), label: KIND_WORDS[kind].title })),
  ];
  if (!roleCan(organisation.role, 'readCatalogue')) return null;
  return (
    <nav className="sa-workspace-sections" aria-label={listingLabels.catalogueGroup}>
      {sections.map((section) => (
        <Link key={section.key} to={section.route} className="sa-workspace-section" aria-current={section.key === current ? 'page' : undefined}>
          {section.label}
        </Link>
      ))}
    </nav>
  );
}
