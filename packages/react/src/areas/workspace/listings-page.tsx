import { format, listingLabels as l, type ListingKind, type workspace } from '@studyatlas/core';
import { workspaceListingRoute } from '../../navigation/routes/workspace.js';
import { CatalogueList } from './catalogue-list.js';
import { KIND_WORDS } from './listing-kinds.js';
import type { SectionLevel } from './section-level.js';
import { useListings } from './use-listings.js';
import { useWorkspaceStyles } from './use-workspace-styles.js';

/** The days a row runs, as its section shows them ('' for forms). */
const daysOf = (row: workspace.ListingRow) => (row.dateFrom && row.dateTo ? `${row.dateFrom} – ${row.dateTo}` : '');

/**
 * The organisation's scholarships, forms or events (issue 27): search by name, filter by status, pages,
 * an empty state; New for those who edit. One screen for the three kinds.
 */
export function ListingsPage({ organisation, kind, level }: { organisation: workspace.Organisation; kind: ListingKind; level: SectionLevel }) {
  useWorkspaceStyles();
  const list = useListings(organisation.id, kind);
  const data = list.page.data;
  return (
    <CatalogueList
      organisation={organisation}
      section={kind}
      level={level}
      words={{ ...l, ...KIND_WORDS[kind] }}
      newRoute={workspaceListingRoute(kind, 'new')}
      page={{ rows: data?.rows, total: data?.total ?? 0, found: format(l.found, { count: data?.total ?? 0 }), loading: list.page.loading, error: list.page.error }}
      paging={{ pageNo: list.request.pageNo, pageSize: Number(list.request.pageSize) }}
      onSearch={list.search}
      onPage={list.setPaging}
      rowRoute={(row) => workspaceListingRoute(kind, row.id)}
      details={(row) => <p className="sa-workspace-hint">{[daysOf(row), row.note].filter(Boolean).join(' · ')}</p>}
    />
  );
}
