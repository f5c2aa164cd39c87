import { EVENT_LIST_ROUTE, eventLabels as l, format, messages, type EventRow, type SearchPage, type SearchState } from '@studyatlas/core';
import type { ReactNode } from 'react';
import { Link } from '../../navigation/link.js';
import { cx } from '../../ui/internal/class-names.js';
import { Loader } from '../../ui/loader/loader.js';
import { Pagination } from '../../ui/pagination/pagination.js';
import type { HeadingLevel } from '../../ui/panel/panel.js';
import { FavouriteToggle } from '../../kits/favourite-toggle/favourite-toggle.js';
import { eventDetailRoute } from '../../navigation/routes/events.js';
import { EventSearchForm } from './event-search-form.js';
import { eventDates, placeOf } from './format.js';
import { useEventList } from './use-event-list.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { eventsCss } from './events.css.js';
import { noRecordsCss } from '../../styles/no-records.css.js';

export interface EventListViewProps {
  state: SearchState<unknown, EventRow>;
  goToPage: (page: SearchPage) => void;
  openRow: () => void;
  /** The filter panel shown beside the list. */
  filterPanel?: ReactNode;
  headingLevel?: HeadingLevel;
}

/** One result: the event, linking to its detail. */
function EventRowView({ row, onOpen }: { row: EventRow; onOpen: () => void }) {
  return (
    <li className="sa-event-row" part="event-row">
      <div className="sa-event-row-head">
        <Link className="sa-event-row-name" to={eventDetailRoute(row.legalFk, row.locationFk, row.evtId)} onClick={onOpen}>
          <bdi>{row.eventName}</bdi>
        </Link>
        <FavouriteToggle category="E" referenceId={row.evtId} label={row.eventName} preferenceId={row.favDetailFk} />
      </div>
      <p className="sa-event-row-organiser">
        {row.legalName}
        {row.isRegistered && <span className="sa-event-tag">{l.registeredTag}</span>}
      </p>
      <dl className="sa-event-facts">
        <div>
          <dt>{l.dates}</dt>
          <dd>{eventDates(row.dateFrom, row.dateTo)}</dd>
        </div>
        <div>
          <dt>{l.where}</dt>
          <dd>{placeOf(row.VenueName, row.city, row.state, row.country)}</dd>
        </div>
      </dl>
    </li>
  );
}

/** The event results with paging (pure: everything comes from props). */
export function EventListView({ state, goToPage, openRow, filterPanel, headingLevel = 2 }: EventListViewProps) {
  useStylesheet('events', eventsCss);
  useStylesheet('no-records', noRecordsCss);
  const Heading = `h${headingLevel}` as const;
  const loading = state.status === 'loading';
  const from = (state.page - 1) * state.pageSize + 1;
  return (
    <div className={cx('sa-root sa-event-list', filterPanel ? 'has-filter' : undefined)}>
      {filterPanel && <aside className="sa-event-list-filter">{filterPanel}</aside>}
      <section className="sa-event-list-results" aria-busy={loading}>
        <Heading className="sa-event-list-title">{l.resultsTitle}</Heading>
        <Loader active={loading} />
        {state.status === 'done' && state.total === 0 && <p className="sa-empty">{messages.noRecords}</p>}
        {state.total > 0 && (
          <>
            <p className="sa-event-list-total" role="status">
              {format(l.resultsTotal, { total: state.total })}
              {' · '}
              {format(l.resultsRange, { from, to: Math.min(state.total, from + state.rows.length - 1), total: state.total })}
            </p>
            <ol className="sa-event-rows" start={from}>
              {state.rows.map((row) => (
                <EventRowView key={row.evtId} row={row} onOpen={openRow} />
              ))}
            </ol>
            <Pagination total={state.total} page={state.page} pageSize={state.pageSize} onChange={goToPage} />
          </>
        )}
      </section>
    </div>
  );
}

export interface EventListProps {
  /** Scopes the filter panel to one institution's events (its legal id). */
  institution?: number;
  /** Show the filter panel beside the list (default true, discovery §2). */
  showFilter?: boolean;
  /** The list's own route (default '/findEvent/list'): where a detail's back action returns. */
  listRoute?: string;
  headingLevel?: HeadingLevel;
}

/**
 * The event list (/findEvent/list/:reload?): the search store's results, 'No records found' when
 * empty, the page-size selector (10–50) and paging through the same filter, each row linking to
 * '/detail/:legalId/:locationId/:eventId'; the filter panel beside it.
 */
export function EventList({ institution, showFilter = true, listRoute = EVENT_LIST_ROUTE, headingLevel }: EventListProps) {
  const controller = useEventList(listRoute);
  return (
    <EventListView
      {...controller}
      headingLevel={headingLevel}
      filterPanel={showFilter ? <EventSearchForm institution={institution} listRoute={listRoute} compact /> : undefined}
    />
  );
}
