import { useId, type ReactNode } from 'react';
import { listingStatusLabels, roleCan, type ListingKind, type workspace } from '@studyatlas/core';
import { Link } from '../../navigation/link.js';
import { FormError } from '../../ui/form-error/form-error.js';
import { Loader } from '../../ui/loader/loader.js';
import { Pagination } from '../../ui/pagination/pagination.js';
import { CatalogueTabs } from './catalogue-tabs.js';
import { below, type SectionLevel } from './section-level.js';
import { StatusSearch, type StatusSearchProps } from './status-search.js';
import { CATALOGUE_PAGE_SIZES } from './use-catalogue.js';
import { useWorkspaceStyles } from './use-workspace-styles.js';

type Row = { id: number; status: workspace.ListingStatus; name: string };

export interface CatalogueListProps<R extends Row> {
  organisation: workspace.Organisation;
  /** The catalogue section shown (its tab is marked current). */
  section: 'courses' | ListingKind;
  level: SectionLevel;
  words: StatusSearchProps['words'] & { title: string; newRecord: string; readOnly: string; loading: string; noRecords: string; pagination: string };
  newRoute: string;
  /** The list's answer: its rows, the exact total (said in `found`) and what is loading or refused. */
  page: { rows: readonly R[] | undefined; found: string; total: number; loading: boolean; error?: string | null | undefined };
  paging: { pageNo: number; pageSize: number };
  onSearch: StatusSearchProps['onSearch'];
  onPage: (pageNo: number, pageSize: number) => void;
  rowRoute: (row: R) => string;
  /** What a row shows under its name. */
  details: (row: R) => ReactNode;
}

/** A catalogue section's list (courses, scholarships, forms, events): search by name and status, the exact total, the rows, an empty state, pages; New for those who edit. */
export function CatalogueList<R extends Row>({ organisation, section, level, words, newRoute, page, paging, onSearch, onPage, rowRoute, details }: CatalogueListProps<R>) {
  useWorkspaceStyles();
  const Heading = `h${level}` as const;
  const Title = `h${below(level)}` as const;
  const titleId = useId();
  return (
    <section className="sa-workspace-catalogue" aria-labelledby={titleId}>
      <CatalogueTabs organisation={organisation} current={section} />
      <Heading id={titleId} className="sa-workspace-heading">
        {words.title}
      </Heading>
      {roleCan(organisation.role, 'editCatalogue') ? (
        <p>
          <Link to={newRoute}>{words.newRecord}</Link>
        </p>
      ) : (
        <p className="sa-workspace-hint">{words.readOnly}</p>
      )}
      <StatusSearch title={words.title} words={words} onSearch={onSearch} />
      <FormError message={page.error} />
      {page.loading && <Loader active variant="inline" label={words.loading} />}
      <p className="sa-workspace-total" role="status" aria-live="polite">
        {page.rows ? page.found : ''}
      </p>
      {page.rows?.length === 0 && <p className="sa-empty">{words.noRecords}</p>}
      {page.rows && page.rows.length > 0 && (
        <ol className="sa-workspace-rows" aria-label={words.title}>
          {page.rows.map((row) => (
            <li key={row.id} className="sa-workspace-row">
              <div className="sa-workspace-row-head">
                <Title className="sa-workspace-row-title">
                  <Link to={rowRoute(row)}>{row.name}</Link>
                </Title>
                <span className="sa-workspace-status">{listingStatusLabels[row.status]}</span>
              </div>
              {details(row)}
            </li>
          ))}
        </ol>
      )}
      {page.rows && page.total > 0 && (
        <Pagination
          total={page.total}
          page={paging.pageNo}
          pageSize={paging.pageSize}
          pageSizes={CATALOGUE_PAGE_SIZES}
          maxLinks={5}
          labels={{ pagination: words.pagination }}
          onChange={({ page: pageNo, pageSize }) => onPage(pageNo, pageSize)}
        />
      )}
    </section>
  );
}
