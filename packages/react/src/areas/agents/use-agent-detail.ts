import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $detailOrigin, $session, ApiError, setDetailOrigin } from '@studyatlas/core';
import { useNavigation } from '../../navigation/navigation.js';
import { agentDetail, type AgentDetailData } from './api.js';

export type AgentDetailStatus = 'loading' | 'done' | 'failed';

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
  const { navigate, path } = useNavigation();
  const origin = useStore($detailOrigin);
  const signedIn = useStore($session) !== null;
  const [status, setStatus] = useState<AgentDetailStatus>('loading');
  const [error, setError] = useState<string | null>(null);
  const [data, setData] = useState<AgentDetailData | null>(null);

  useEffect(() => {
    let live = true;
    setStatus('loading');
    setError(null);
    agentDetail(legalFk, { quiet: true }).then(
      (loaded) => {
        if (!live) return;
        setData(loaded);
        setStatus('done');
      },
      (failure: unknown) => {
        if (!live) return;
        setData(null);
        setError(failure instanceof ApiError ? failure.message : String(failure));
        setStatus('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [legalFk, signedIn]);

  const canGoBack = Boolean(onBack) || origin !== null || path === null;
  const back = () => {
    if (onBack) return onBack();
    if (origin !== null) {
      setDetailOrigin(null);
      navigate(origin);
    } else if (typeof history !== 'undefined') history.back();
  };

  return { status, error, data, canGoBack, back };
}
