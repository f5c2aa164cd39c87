import { useCallback, useRef, useState } from 'react';
import { $session, applyMessages, courseApplyCondition, openLoginDialog, validateApplyStart } from '@studyatlas/core';

export interface ApplyState {
  /** The condition call is under way. */
  busy: boolean;
  /** Why the application cannot start ('First update your basic detail and contact detail'). */
  refusal: string | null;
  /** The details are complete (until the wizard lands: 'Online application … opens soon'). */
  note: string | null;
}

export interface ApplyController extends ApplyState {
  /** Starts an application: signed out, the login dialog first (and then the start goes on). */
  apply: () => void;
}

const idle: ApplyState = { busy: false, refusal: null, note: null };

/**
 * The start of an online application for one course intake (discovery §4 "Online application start",
 * §6 apply needs sign-in): `CourseApplyCondition` says whether the member's basic and contact details
 * are complete; if not, the specification's message. Signed out, the login dialog opens and the start
 * continues once the visitor has signed in.
 */
export function useApply(): ApplyController {
  const [state, setState] = useState<ApplyState>(idle);
  const running = useRef(false);
  const check = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setState({ ...idle, busy: true });
    try {
      const refusal = validateApplyStart(await courseApplyCondition());
      setState({ busy: false, refusal, note: refusal ? null : applyMessages.applyOpensSoon });
    } catch {
      setState(idle); // the client's popup (or the login dialog after a 401) told the visitor
    } finally {
      running.current = false;
    }
  }, []);
  const apply = useCallback(() => {
    if ($session.get() === null) openLoginDialog(applyMessages.applySignIn, () => void check());
    else void check();
  }, [check]);
  return { ...state, apply };
}
