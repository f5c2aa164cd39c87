import { COURSE_LIST_ROUTE, format, messages, type CourseRow, type SearchPage, type SearchState } from '@studyatlas/core';
import type { ReactNode } from 'react';
import { Link } from '../../navigation/link.js';
import { Loader } from '../../ui/loader/loader.js';
import { Pagination } from '../../ui/pagination/pagination.js';
import { cx } from '../../ui/internal/class-names.js';
import type { HeadingLevel } from '../../ui/panel/panel.js';
import { CompareToggle } from '../../kits/compare-toggle/compare-toggle.js';
import { CompareTray } from '../../kits/compare-toggle/compare-tray.js';
import { FavouriteToggle } from '../../kits/favourite-toggle/favourite-toggle.js';
import { courseDetailRoute } from '../../navigation/routes/courses.js';
import { CourseSearchForm } from './course-search-form.js';
import { formatDay, formatFee, placeOf } from './format.js';
import { courseLabels as l } from '@studyatlas/core';
import { useCourseList } from './use-course-list.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { coursesCss } from './courses.css.js';
import { noRecordsCss } from '../../styles/no-records.css.js';

export interface CourseListViewProps {
  state: SearchState<unknown, CourseRow>;
  goToPage: (page: SearchPage) => void;
  openRow: () => void;
  /** The filter panel shown beside the list. */
  filterPanel?: ReactNode;
  headingLevel?: HeadingLevel;
  /** No search to show (a bare list URL in a new tab): an empty state leading to the search form. */
  noSearch?: boolean;
  /** Where the search form is (default '/findDashBoard', the dashboard's search panel). */
  searchRoute?: string;
}

/** The route of the dashboard with the search panel (discovery §1). */
export const COURSE_SEARCH_ROUTE = '/findDashBoard';

/** One result: the course at a campus, linking to its detail. */
function CourseRowView({ row, onOpen }: { row: CourseRow; onOpen: () => void }) {
  const fee = formatFee(row.annualFee, row.currency);
  return (
    <li className="sa-course-row" part="course-row">
      <Link className="sa-course-row-name" to={courseDetailRoute(row.courseFk, row.locationId, row.intakeId)} onClick={onOpen}>
        <bdi>{row.name}</bdi>
      </Link>
      <p className="sa-course-row-institution"><bdi>{row.institutionName}</bdi></p>
      {row.intakeId > 0 && (
        <div className="sa-course-row-actions">
          <FavouriteToggle category="C" referenceId={row.intakeId} label={row.name} preferenceId={row.preferenceId} />
          <CompareToggle
            courseId={row.courseFk}
            campusId={row.locationId}
            intakeId={row.intakeId}
            name={row.name}
            institutionName={row.institutionName}
          />
        </div>
      )}
      <dl className="sa-course-row-facts">
        <div>
          <dt>{l.location}</dt>
          <dd>{placeOf(row.campus, row.city, row.state, row.country)}</dd>
        </div>
        {row.award && (
          <div>
            <dt>{l.award}</dt>
            <dd>{row.award}</dd>
          </div>
        )}
        {row.studyMode && (
          <div>
            <dt>{l.studyMode}</dt>
            <dd>{row.studyMode}</dd>
          </div>
        )}
        {row.startDate && (
          <div>
            <dt>{l.startDate}</dt>
            <dd>{formatDay(row.startDate)}</dd>
          </div>
        )}
        <div>
          <dt>{l.annualFee}</dt>
          <dd className={fee ? undefined : 'sa-course-row-no-fee'}>{fee || l.feeNotPublished}</dd>
        </div>
      </dl>
    </li>
  );
}

/** The course results with paging (pure: everything comes from props). */
export function CourseListView({
  state,
  goToPage,
  openRow,
  filterPanel,
  headingLevel = 2,
  noSearch = false,
  searchRoute = COURSE_SEARCH_ROUTE,
}: CourseListViewProps) {
  useStylesheet('courses', coursesCss);
  useStylesheet('no-records', noRecordsCss);
  const Heading = `h${headingLevel}` as const;
  const loading = state.status === 'loading';
  const from = (state.page - 1) * state.pageSize + 1;
  return (
    <div className={cx('sa-root sa-course-list', filterPanel ? 'has-filter' : undefined)}>
      {filterPanel && <aside className="sa-course-list-filter">{filterPanel}</aside>}
      <section className="sa-course-list-results" aria-busy={loading}>
        <Heading className="sa-course-list-title">{l.resultsTitle}</Heading>
        <Loader active={loading} />
        {state.status === 'done' && state.total === 0 && <p className="sa-empty">{messages.noRecords}</p>}
        {noSearch && (
          <div className="sa-course-list-none">
            <p className="sa-empty">{l.noSearch}</p>
            <Link className="sa-button sa-button--primary" to={searchRoute}>
              {l.toSearch}
            </Link>
          </div>
        )}
        {state.total > 0 && (
          <>
            <p className="sa-course-list-total" role="status">
              {format(l.resultsTotal, { total: state.total })}
              {' · '}
              {format(l.resultsRange, { from, to: Math.min(state.total, from + state.rows.length - 1), total: state.total })}
            </p>
            <ol className="sa-course-rows" start={from}>
              {state.rows.map((row) => (
                <CourseRowView key={`${row.courseFk}-${row.locationId}-${row.intakeId}`} row={row} onOpen={openRow} />
              ))}
            </ol>
            <Pagination total={state.total} page={state.page} pageSize={state.pageSize} onChange={goToPage} />
          </>
        )}
        <CompareTray sticky />
      </section>
    </div>
  );
}

export interface CourseListProps {
  /** Scopes the filter panel to one institution (its legal id), as the partner widget does. */
  institution?: number;
  /** Show the filter panel beside the list (default true, discovery §2). */
  showFilter?: boolean;
  /** The list's own route (default '/findCourse/list'): where a detail's back action returns. */
  listRoute?: string;
  /** The list URL's query string (with or without '?'): the search to show, e.g. from a shared link. */
  query?: string;
  /** Where the search form is, for the empty state of a list opened without a search. */
  searchRoute?: string;
  headingLevel?: HeadingLevel;
}

/**
 * The course list (/findCourse/list/:reload?, the search in its query): the search store's results, 'No records found' when
 * empty, the page-size selector (10–50) and paging through the same filter, each row linking to
 * '/coudetail/:courseId/:campusId/:intakeId'; the filter panel beside it.
 */
export function CourseList({ institution, showFilter = true, listRoute = COURSE_LIST_ROUTE, query, searchRoute, headingLevel }: CourseListProps) {
  const controller = useCourseList(listRoute, query);
  return (
    <CourseListView
      {...controller}
      searchRoute={searchRoute}
      headingLevel={headingLevel}
      filterPanel={showFilter ? <CourseSearchForm institution={institution} listRoute={listRoute} compact /> : undefined}
    />
  );
}
