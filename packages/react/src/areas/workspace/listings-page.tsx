import { useId } from 'react';
import { format, listingLabels as l, listingStatusLabels, roleCan, type ListingKind, type workspace } from '@studyatlas/core';
import { Link } from '../../navigation/link.js';
import { workspaceListingRoute } from '../../navigation/routes/workspace.js';
import { FormError } from '../../ui/form-error/form-error.js';
import { Loader } from '../../ui/loader/loader.js';
import { Pagination } from '../../ui/pagination/pagination.js';
import { CatalogueTabs } from './catalogue-tabs.js';
import { KIND_WORDS } from './listing-kinds.js';
import { below, type SectionLevel } from './section-level.js';
import { StatusSearch } from './status-search.js';
import { CATALOGUE_PAGE_SIZES } from './use-catalogue.js';
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
  const words = KIND_WORDS[kind];
  const list = useListings(organisation.id, kind);
  const data = list.page.data;
  const Heading = `h${level}` as const;
  const Row = `h${below(level)}` as const;
  const titleId = useId();
  return (
    <section className="sa-workspace-catalogue" aria-labelledby={titleId}>
      <CatalogueTabs organisation={organisation} current={kind} />
      <Heading id={titleId} className="sa-workspace-heading">
        {words.title}
      </Heading>
      {roleCan(organisation.role, 'editCatalogue') ? (
        <p>
          <Link to={workspaceListingRoute(kind, 'new')}>{words.newRecord}</Link>
        </p>
      ) : (
        <p className="sa-workspace-hint">{l.readOnly}</p>
      )}
      <StatusSearch title={words.title} words={l} onSearch={list.search} />
      <FormError message={list.page.error} />
      {list.page.loading && <Loader active variant="inline" label={words.loading} />}
      <p className="sa-workspace-total" role="status" aria-live="polite">
        {data ? format(l.found, { count: data.total }) : ''}
      </p>
      {data && data.rows.length === 0 && <p className="sa-empty">{words.noRecords}</p>}
      {data && data.rows.length > 0 && (
        <ol className="sa-workspace-rows" aria-label={words.title}>
          {data.rows.map((row) => (
            <li key={row.id} className="sa-workspace-row">
              <div className="sa-workspace-row-head">
                <Row className="sa-workspace-row-title">
                  <Link to={workspaceListingRoute(kind, row.id)}>{row.name}</Link>
                </Row>
                <span className="sa-workspace-status">{listingStatusLabels[row.status]}</span>
              </div>
              <p className="sa-workspace-hint">{[daysOf(row), row.note].filter(Boolean).join(' · ')}</p>
            </li>
          ))}
        </ol>
      )}
      {data && data.total > 0 && (
        <Pagination
          total={data.total}
          page={list.request.pageNo}
          pageSize={Number(list.request.pageSize)}
          pageSizes={CATALOGUE_PAGE_SIZES}
          maxLinks={5}
          labels={{ pagination: l.pagination }}
          onChange={({ page, pageSize }) => list.setPaging(page, pageSize)}
        />
      )}
    </section>
  );
}
