import { useCallback, useRef, useState } from 'react';
import { $session, applicationStartCheck, applyMessages, courseApplyCondition, onlineAppRoute, openLoginDialog, validateApplyStart } from '@studyatlas/core';
import { useNavigation } from '../../navigation/navigation.js';

export interface ApplyState {
  /** The start checks are under way. */
  busy: boolean;
  /** Why the application cannot start ('First update your basic detail and contact detail', 'Your basic details is incomplete.', no seats …). */
  refusal: string | null;
}

export interface ApplyController extends ApplyState {
  /** Starts an application: signed out, the login dialog first (and then the start goes on). */
  apply: () => void;
}

const idle: ApplyState = { busy: false, refusal: null };

/**
 * The start of an online application for one course intake (discovery §4 "Online application start",
 * §6 apply needs sign-in; member §5 online start checks): `CourseApplyCondition` says whether the
 * member's basic and contact details are complete, then the application's start check
 * (`StartCheck`: the basic details, seats left); a refusal is the specification's message, else the
 * wizard opens for the intake (`/onlineApp/coursedetail?intake=…`). Signed out, the login dialog
 * opens and the start continues once the visitor has signed in.
 */
export function useApply(intakeId: number): ApplyController {
  const { navigate } = useNavigation();
  const [state, setState] = useState<ApplyState>(idle);
  const running = useRef(false);
  const check = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setState({ busy: true, refusal: null });
    try {
      const refusal = validateApplyStart(await courseApplyCondition()) ?? (await applicationStartCheck(intakeId));
      setState({ busy: false, refusal });
      if (!refusal) navigate(onlineAppRoute('C', { intake: intakeId }));
    } catch {
      setState(idle); // the client's popup (or the login dialog after a 401) told the visitor
    } finally {
      running.current = false;
    }
  }, [intakeId, navigate]);
  const apply = useCallback(() => {
    if ($session.get() === null) openLoginDialog(applyMessages.applySignIn, () => void check());
    else void check();
  }, [check]);
  return { ...state, apply };
}
