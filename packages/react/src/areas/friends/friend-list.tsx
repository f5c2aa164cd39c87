import { format, friendDetailRoute, friendLabels as t, messages, type FriendRow } from '@studyatlas/core';
import { Loader } from '../../ui/loader/loader.js';
import { Pagination } from '../../ui/pagination/pagination.js';
import type { HeadingLevel } from '../../ui/panel/panel.js';
import { RowLink } from '../../kits/find/find-results.js';
import { FriendImage } from './friend-image.js';
import { placeOf, relationLabel } from './format.js';
import { useFriendList, type FriendListController } from './use-friend-list.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { friendsCss } from './friends.css.js';

export interface FriendListProps {
  /** The route's `:reload` parameter: present, the search is run again. */
  reload?: string;
  headingLevel?: HeadingLevel;
  className?: string;
}

/** /findfriend/list/:reload? — the members found, a page at a time. */
export function FriendList({ reload, headingLevel, className }: FriendListProps) {
  const list = useFriendList({ reload });
  return <FriendListView list={list} headingLevel={headingLevel} className={className} />;
}

export interface FriendListViewProps {
  list: FriendListController;
  headingLevel?: HeadingLevel;
  className?: string;
}

export function FriendListView({ list, headingLevel = 2, className }: FriendListViewProps) {
  useStylesheet('friends', friendsCss);
  const { state } = list;
  const Heading = `h${headingLevel}` as const;
  const loading = state.status === 'loading';
  return (
    <section className={className ? `sa-root sa-friend-results ${className}` : 'sa-root sa-friend-results'} aria-busy={loading}>
      <Heading className="sa-friend-title">{t.resultsTitle}</Heading>
      <Loader active={loading} />
      {state.status === 'done' && state.total === 0 && <p className="sa-friend-empty">{messages.noRecords}</p>}
      {state.total > 0 && (
        <>
          <p className="sa-friend-total" role="status">
            {format(t.resultsTotal, { total: state.total })}
          </p>
          <ul className="sa-friend-rows">
            {state.rows.map((row) => (
              <FriendRowItem key={row.clientId} row={row} onOpen={list.open} />
            ))}
          </ul>
          <Pagination total={state.total} page={state.page} pageSize={state.pageSize} onChange={({ page, pageSize }) => list.goToPage(page, pageSize)} />
        </>
      )}
    </section>
  );
}

function FriendRowItem({ row, onOpen }: { row: FriendRow; onOpen: (clientId: number) => void }) {
  const relation = relationLabel(row.reqState, row.sentByMe);
  return (
    <li className="sa-friend-row" part="friend-row">
      <FriendImage src={row.pflImage} />
      <div className="sa-friend-row-text">
        <RowLink className="sa-friend-row-name" to={friendDetailRoute(row.clientId)} onOpen={() => onOpen(row.clientId)}>
          {row.name}
        </RowLink>
        <span className="sa-friend-muted">{[placeOf(row.currentPlace), row.homeTown.city && `${t.homeTown}: ${placeOf(row.homeTown)}`].filter(Boolean).join(' · ')}</span>
        {row.studyInstitution && <span className="sa-friend-muted">{format(t.studying, { name: row.studyInstitution })}</span>}
      </div>
      {relation && <span className="sa-friend-tag">{relation}</span>}
    </li>
  );
}
