import { useDetailBack } from '../../navigation/detail-back.js';
import { useQuery, type QueryStatus } from '../../data/use-query.js';
import { agentDetail, type AgentDetailData } from '@studyatlas/core';

export type AgentDetailStatus = QueryStatus;

export interface AgentDetailController {
  status: AgentDetailStatus;
  /** The server's message when the detail could not be loaded ('The agent was not found.'). */
  error: string | null;
  data: AgentDetailData | null;
  /** Back is offered: to the search when opened from the list or map, else to the previous page. */
  canGoBack: boolean;
  back: () => void;
}

export interface UseAgentDetailOptions {
  legalFk: number;
  /** Replaces the default back action. */
  onBack?: () => void;
}

/** The agent detail (/agentdetail/:legalId, discovery §2, §3): AgentDetail signed in, AgentDetailP otherwise; the back action. */
export function useAgentDetail({ legalFk, onBack }: UseAgentDetailOptions): AgentDetailController {
  const { canGoBack, back } = useDetailBack(onBack);
  // Loaded again when the member signs in or out (AgentDetail or AgentDetailP); the shown detail stays meanwhile.
  const { status, error, data } = useQuery(`agents/detail/${legalFk}`, () => agentDetail(legalFk, { quiet: true }), { keepWhileLoading: true });

  return { status, error, data, canGoBack, back };
}
