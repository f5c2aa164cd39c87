import { format, messages } from '@studyatlas/core';
import { useNavigation } from '../../navigation/navigation.js';
import { Loader } from '../../ui/loader/loader.js';
import { Pagination } from '../../ui/pagination/pagination.js';
import type { HeadingLevel } from '../auth/auth-panel.js';
import { FavouriteToggle } from '../favourites/favourite-toggle.js';
import { institutionLogoUrl, type InstListRow } from './api.js';
import { InstitutionLogo } from './institution-logo.js';
import { institutionLabels as t } from '@studyatlas/core';
import { institutionDetailRoute } from './routes.js';
import { useInstitutionList, type InstitutionListController } from './use-institution-list.js';
import { InstitutionViewMenu } from './view-menu.js';

export interface InstitutionListProps {
  /** The route's `:reload` parameter: present, the search is run again. */
  reload?: string;
  headingLevel?: HeadingLevel;
  className?: string;
}

/** /findInst/list/:reload? — the institutions found, a page at a time, with the View menu. */
export function InstitutionList({ reload, headingLevel, className }: InstitutionListProps) {
  const list = useInstitutionList({ reload });
  return <InstitutionListView list={list} headingLevel={headingLevel} className={className} />;
}

export interface InstitutionListViewProps {
  list: InstitutionListController;
  headingLevel?: HeadingLevel;
  className?: string;
}

export function InstitutionListView({ list, headingLevel = 2, className }: InstitutionListViewProps) {
  const { state } = list;
  const Heading = `h${headingLevel}` as const;
  const loading = state.status === 'loading';
  return (
    <section className={className ? `sa-root sa-inst-results ${className}` : 'sa-root sa-inst-results'} aria-busy={loading}>
      <div className="sa-inst-results-head">
        <Heading className="sa-inst-title">{t.resultsTitle}</Heading>
        <InstitutionViewMenu current="L" />
      </div>
      <Loader active={loading} />
      {state.status === 'done' && state.total === 0 && <p className="sa-inst-empty">{messages.noRecords}</p>}
      {state.total > 0 && (
        <>
          <p className="sa-inst-total" role="status">
            {format(t.resultsTotal, { total: state.total })}
          </p>
          <ul className="sa-inst-rows">
            {state.rows.map((row) => (
              <InstitutionRowItem key={row.legalFk} row={row} onOpen={list.open} />
            ))}
          </ul>
          <Pagination total={state.total} page={state.page} pageSize={state.pageSize} onChange={({ page, pageSize }) => list.goToPage(page, pageSize)} />
        </>
      )}
    </section>
  );
}

function InstitutionRowItem({ row, onOpen }: { row: InstListRow; onOpen: (legalFk: number) => void }) {
  const { href } = useNavigation();
  const place = [row.city, row.state, row.country].filter(Boolean).join(', ');
  const to = institutionDetailRoute(row.legalFk);
  return (
    <li className="sa-inst-row" part="institution-row">
      <InstitutionLogo src={institutionLogoUrl(row.legalFk)} />
      <div className="sa-inst-row-text">
        <a
          className="sa-inst-row-name"
          href={href(to)}
          onClick={(event) => {
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            onOpen(row.legalFk);
          }}
        >
          {row.name}
        </a>
        <span className="sa-inst-row-place">{place}</span>
        {row.distanceKm !== undefined && <span className="sa-inst-row-distance">{format(t.distanceAway, { km: row.distanceKm })}</span>}
      </div>
      <span className="sa-inst-row-courses">{format(t.courseCount, { count: row.courseCount })}</span>
      <FavouriteToggle category="I" referenceId={row.legalFk} label={row.name} preferenceId={row.preferenceId} />
    </li>
  );
}
