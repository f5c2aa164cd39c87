import { agentLabels as t, format, messages } from '@studyatlas/core';
import { useNavigation } from '../../navigation/navigation.js';
import { Loader } from '../../ui/loader/loader.js';
import { Pagination } from '../../ui/pagination/pagination.js';
import type { HeadingLevel } from '../auth/auth-panel.js';
import { FavouriteToggle } from '../favourites/favourite-toggle.js';
import type { AgentListRow } from './api.js';
import { AgentLogo } from './agent-logo.js';
import { AgentViewMenu } from './agent-view-menu.js';
import { agentDetailRoute } from './routes.js';
import { useAgentList, type AgentListController } from './use-agent-list.js';

export interface AgentListProps {
  /** The route's `:reload` parameter: present, the search is run again. */
  reload?: string;
  headingLevel?: HeadingLevel;
  className?: string;
}

/** /findagent/list/:reload? — the agents found, a page at a time, with the View menu. */
export function AgentList({ reload, headingLevel, className }: AgentListProps) {
  const list = useAgentList({ reload });
  return <AgentListView list={list} headingLevel={headingLevel} className={className} />;
}

export interface AgentListViewProps {
  list: AgentListController;
  headingLevel?: HeadingLevel;
  className?: string;
}

export function AgentListView({ list, headingLevel = 2, className }: AgentListViewProps) {
  const { state } = list;
  const Heading = `h${headingLevel}` as const;
  const loading = state.status === 'loading';
  return (
    <section className={className ? `sa-root sa-inst-results sa-agent-results ${className}` : 'sa-root sa-inst-results sa-agent-results'} aria-busy={loading}>
      <div className="sa-inst-results-head">
        <Heading className="sa-inst-title">{t.resultsTitle}</Heading>
        <AgentViewMenu current="L" />
      </div>
      <Loader active={loading} />
      {(list.noSearch || (state.status === 'done' && state.total === 0)) && <p className="sa-inst-empty">{messages.noRecords}</p>}
      {state.total > 0 && (
        <>
          <p className="sa-inst-total" role="status">
            {format(t.resultsTotal, { total: state.total })}
          </p>
          <ul className="sa-inst-rows">
            {state.rows.map((row) => (
              <AgentRowItem key={row.legalFk} row={row} onOpen={list.open} />
            ))}
          </ul>
          <Pagination total={state.total} page={state.page} pageSize={state.pageSize} onChange={({ page, pageSize }) => list.goToPage(page, pageSize)} />
        </>
      )}
    </section>
  );
}

function AgentRowItem({ row, onOpen }: { row: AgentListRow; onOpen: (legalFk: number) => void }) {
  const { href } = useNavigation();
  const place = [row.city, row.state, row.country].filter(Boolean).join(', ');
  return (
    <li className="sa-inst-row" part="agent-row">
      <AgentLogo imagePath={row.imagePath} />
      <div className="sa-inst-row-text">
        <a
          className="sa-inst-row-name"
          href={href(agentDetailRoute(row.legalFk))}
          onClick={(event) => {
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            onOpen(row.legalFk);
          }}
        >
          {row.agentName}
        </a>
        <span className="sa-inst-row-place">{place}</span>
      </div>
      {row.distanceKm !== null && <span className="sa-inst-row-courses">{format(t.distanceAway, { km: row.distanceKm })}</span>}
      <FavouriteToggle category="A" referenceId={row.legalFk} label={row.agentName} preferenceId={row.favourite} />
    </li>
  );
}
