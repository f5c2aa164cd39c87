import { Fragment, type MouseEvent, type ReactNode } from 'react';
import { format, institutionMessages, messages, type MapIconType, type SearchState } from '@studyatlas/core';
import { useNavigation } from '../../navigation/navigation.js';
import { cx } from '../../ui/internal/class-names.js';
import { Loader } from '../../ui/loader/loader.js';
import { Pagination } from '../../ui/pagination/pagination.js';
import type { HeadingLevel } from '../../ui/panel/panel.js';
import { LeafletMap } from '../map/leaflet-map.js';
import { mapDataMissing } from '../map/map-model.js';
import type { FindMapController } from './use-find-map.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { findScreensCss } from './find-screens.css.js';

export interface FindResultsProps {
  /** The section's own class beside 'sa-root sa-find-results' ('sa-agent-results'). */
  areaClass?: string;
  className?: string;
  title: string;
  /** The View menu (List / Map) beside the title. */
  viewMenu: ReactNode;
  headingLevel?: HeadingLevel;
  loading: boolean;
  children: ReactNode;
}

/** The frame of a find screen's results, list or map: the title with the View menu, and the loader. */
export function FindResults({ areaClass, className, title, viewMenu, headingLevel = 2, loading, children }: FindResultsProps) {
  useStylesheet('find-screens', findScreensCss);
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={cx('sa-root sa-find-results', areaClass, className)} aria-busy={loading}>
      <div className="sa-find-results-head">
        <Heading className="sa-find-title">{title}</Heading>
        {viewMenu}
      </div>
      <Loader active={loading} />
      {children}
    </section>
  );
}

export interface FindResultRowsProps<Row> {
  state: SearchState<unknown, Row>;
  /** 'No records found' shows too when this is true (no search to show). */
  noSearch?: boolean;
  /** The total's text, with `{total}`. */
  totalText: string;
  rowKey: (row: Row) => number | string;
  renderRow: (row: Row) => ReactNode;
  goToPage: (page: number, pageSize: number) => void;
}

/** A find list's body: 'No records found', or the total, the rows and the pages. */
export function FindResultRows<Row>({ state, noSearch = false, totalText, rowKey, renderRow, goToPage }: FindResultRowsProps<Row>) {
  useStylesheet('find-screens', findScreensCss);
  return (
    <>
      {(noSearch || (state.status === 'done' && state.total === 0)) && <p className="sa-find-empty">{messages.noRecords}</p>}
      {state.total > 0 && (
        <>
          <p className="sa-find-total" role="status">
            {format(totalText, { total: state.total })}
          </p>
          <ul className="sa-find-rows">
            {state.rows.map((row) => (
              <Fragment key={rowKey(row)}>{renderRow(row)}</Fragment>
            ))}
          </ul>
          <Pagination total={state.total} page={state.page} pageSize={state.pageSize} onChange={({ page, pageSize }) => goToPage(page, pageSize)} />
        </>
      )}
    </>
  );
}

export interface FindMapBodyProps {
  map: FindMapController;
  mapType?: MapIconType;
  tileUrl?: string;
  tileAttribution?: string;
  /** The map's accessible name (default the institutions' map label). */
  label?: string;
}

/** A find map's body: the map of the records, or 'map data not available' when it failed or has none. */
export function FindMapBody({ map, mapType, tileUrl, tileAttribution, label }: FindMapBodyProps) {
  useStylesheet('find-screens', findScreensCss);
  if (map.status === 'loading') return null;
  if (map.status === 'failed' || mapDataMissing(map.records)) {
    return (
      <p className="sa-find-empty" role="status">
        {institutionMessages.mapDataNotAvailable}
      </p>
    );
  }
  return (
    <LeafletMap
      records={map.records}
      startTier={mapType}
      tileUrl={tileUrl}
      tileAttribution={tileAttribution}
      label={label}
      detailHref={map.detailHref}
      onOpenDetail={map.openDetail}
    />
  );
}

export interface RowLinkProps {
  className: string;
  /** The detail route the link points to. */
  to: string;
  /** Opens the detail in place (a plain left click); other clicks follow the link. */
  onOpen: () => void;
  children: ReactNode;
}

const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A result row's name: a real link to the detail, opened in place on a plain click. The name keeps
 * its own direction (`dir="auto"`): an English course name in an Arabic page reads left to right.
 */
export function RowLink({ className, to, onOpen, children }: RowLinkProps) {
  const { href } = useNavigation();
  return (
    <a
      className={className}
      href={href(to)}
      dir="auto"
      onClick={(event) => {
        if (!plainClick(event)) return;
        event.preventDefault();
        onOpen();
      }}
    >
      {children}
    </a>
  );
}
