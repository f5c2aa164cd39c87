import { useStore } from '@nanostores/react';
import { $session } from '@studyatlas/core';
import { useDetailBack } from '../../navigation/detail-back.js';
import { useDetailLoad, type DetailLoadStatus } from '../../kits/find/use-detail-load.js';
import { agentDetail, type AgentDetailData } from '@studyatlas/core';

export type AgentDetailStatus = DetailLoadStatus;

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
  const signedIn = useStore($session) !== null;
  // Loaded again when the member signs in or out (AgentDetail or AgentDetailP); the shown detail stays meanwhile.
  const { status, error, data } = useDetailLoad(() => agentDetail(legalFk, { quiet: true }), [legalFk, signedIn], { keepWhileLoading: true });

  return { status, error, data, canGoBack, back };
}
