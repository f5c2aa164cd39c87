import { agentLabels as t, format } from '@studyatlas/core';
import type { HeadingLevel } from '../../ui/panel/panel.js';
import { FavouriteToggle } from '../../kits/favourite-toggle/favourite-toggle.js';
import { FindResultRows, FindResults, RowLink } from '../../kits/find/find-results.js';
import type { AgentListRow } from '@studyatlas/core';
import { AgentLogo } from '../../kits/logo/agent-logo.js';
import { AgentViewMenu } from './agent-view-menu.js';
import { agentDetailRoute } from '../../navigation/routes/agents.js';
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

export function AgentListView({ list, headingLevel, className }: AgentListViewProps) {
  const { state } = list;
  return (
    <FindResults
      areaClass="sa-agent-results"
      className={className}
      title={t.resultsTitle}
      viewMenu={<AgentViewMenu current="L" />}
      headingLevel={headingLevel}
      loading={state.status === 'loading'}
    >
      <FindResultRows
        state={state}
        noSearch={list.noSearch}
        totalText={t.resultsTotal}
        rowKey={(row) => row.legalFk}
        renderRow={(row) => <AgentRowItem row={row} onOpen={list.open} />}
        goToPage={list.goToPage}
      />
    </FindResults>
  );
}

function AgentRowItem({ row, onOpen }: { row: AgentListRow; onOpen: (legalFk: number) => void }) {
  const place = [row.city, row.state, row.country].filter(Boolean).join(', ');
  return (
    <li className="sa-find-row" part="agent-row">
      <AgentLogo imagePath={row.imagePath} />
      <div className="sa-find-row-text">
        <RowLink className="sa-find-row-name" to={agentDetailRoute(row.legalFk)} onOpen={() => onOpen(row.legalFk)}>
          {row.agentName}
        </RowLink>
        <span className="sa-find-row-place">{place}</span>
      </div>
      {row.distanceKm !== null && <span className="sa-find-row-courses">{format(t.distanceAway, { km: row.distanceKm })}</span>}
      <FavouriteToggle category="A" referenceId={row.legalFk} label={row.agentName} preferenceId={row.favourite} />
    </li>
  );
}
