import { useRef, useState } from 'react';
import { ApiError } from '@studyatlas/core';

export interface ActionState {
  busy: boolean;
  /** The success text of the last run. */
  message: string | null;
  /** The failure text of the last run (the server's message). */
  error: string | null;
}

export interface ActionController extends ActionState {
  run: () => Promise<void>;
}

/**
 * A one-button call (re-send a mail, …): busy while it runs, then the success text or the server's
 * message. `perform` returns the text to show on success.
 */
export function useAction(perform: () => Promise<string>): ActionController {
  const [state, setState] = useState<ActionState>({ busy: false, message: null, error: null });
  const running = useRef(false);
  const run = async () => {
    if (running.current) return;
    running.current = true;
    setState({ busy: true, message: null, error: null });
    try {
      setState({ busy: false, message: await perform(), error: null });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setState({ busy: false, message: null, error: error.message });
    } finally {
      running.current = false;
    }
  };
  return { ...state, run };
}
