import { format, formatDisplayDate, messages, scholarshipLabels as l, type ScholarshipRow } from '@studyatlas/core';
import { Link } from '../../navigation/link.js';
import { cx } from '../../ui/internal/class-names.js';
import { Loader } from '../../ui/loader/loader.js';
import { Pagination } from '../../ui/pagination/pagination.js';
import type { HeadingLevel } from '../../ui/panel/panel.js';
import { FavouriteToggle } from '../../kits/favourite-toggle/favourite-toggle.js';
import { formatAmount } from './format.js';
import { scholarshipDetailRoute } from '../../navigation/routes/scholarships.js';
import { useScholarshipList, type ScholarshipListController, type UseScholarshipListOptions } from './use-scholarship-list.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { scholarshipsCss } from './scholarships.css.js';

export interface ScholarshipListProps extends UseScholarshipListOptions {
  headingLevel?: HeadingLevel;
  className?: string;
}

/**
 * The scholarship list (/findSch/list/:reload?): the search flow's results, 'No records found' when
 * empty, the page-size selector (10–50) and paging through the same filter, each row linking to
 * '/schdetail/:schId' with its favourite heart.
 */
export function ScholarshipList({ headingLevel, className, ...options }: ScholarshipListProps) {
  const list = useScholarshipList(options);
  return <ScholarshipListView list={list} headingLevel={headingLevel} className={className} />;
}

export interface ScholarshipListViewProps {
  list: ScholarshipListController;
  headingLevel?: HeadingLevel;
  className?: string;
}

/** The results with paging (pure: everything comes from props). */
export function ScholarshipListView({ list, headingLevel = 2, className }: ScholarshipListViewProps) {
  useStylesheet('scholarships', scholarshipsCss);
  const { state } = list;
  const Heading = `h${headingLevel}` as const;
  const loading = state.status === 'loading';
  const from = (state.page - 1) * state.pageSize + 1;
  return (
    <section className={cx('sa-root sa-sch-results', className)} aria-busy={loading}>
      <Heading className="sa-sch-title">{l.resultsTitle}</Heading>
      <Loader active={loading} />
      {state.status === 'done' && state.total === 0 && <p className="sa-sch-empty">{messages.noRecords}</p>}
      {state.total > 0 && (
        <>
          <p className="sa-sch-total" role="status">
            {format(l.resultsTotal, { total: state.total })}
            {' · '}
            {format(l.resultsRange, { from, to: Math.min(state.total, from + state.rows.length - 1), total: state.total })}
          </p>
          <ol className="sa-sch-rows" start={from}>
            {state.rows.map((row) => (
              <ScholarshipRowItem key={row.schId} row={row} onOpen={list.openRow} />
            ))}
          </ol>
          <Pagination total={state.total} page={state.page} pageSize={state.pageSize} onChange={list.goToPage} />
        </>
      )}
    </section>
  );
}

function ScholarshipRowItem({ row, onOpen }: { row: ScholarshipRow; onOpen: () => void }) {
  const amount = formatAmount(row.amount, row.currency);
  return (
    <li className="sa-sch-row" part="scholarship-row">
      <div className="sa-sch-row-text">
        <Link className="sa-sch-row-name" to={scholarshipDetailRoute(row.schId)} onClick={onOpen}>
          <bdi>{row.name}</bdi>
        </Link>
        <span className="sa-sch-muted"><bdi>{`${row.institutionName} · ${row.country}`}</bdi></span>
        <span className="sa-sch-row-facts">
          {[row.awardGroup ?? l.anyLevel, amount, `${l.closes} ${formatDisplayDate(row.closeDate)}`].filter(Boolean).join(' · ')}
        </span>
      </div>
      <FavouriteToggle category="S" referenceId={row.schId} label={row.name} preferenceId={row.preferenceId} />
    </li>
  );
}
