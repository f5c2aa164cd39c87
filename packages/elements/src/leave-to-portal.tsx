import { useCallback, useEffect, type ReactNode } from 'react';
import { useNavigation } from '@studyatlas/react';
import { useElementContext } from './element-context.js';

/**
 * A widget that shows one screen: a link to any other route (a course detail, an institution) opens
 * on the portal when the element has `portal-url`; without it the widget stays where it is.
 */
export function LeaveToPortal({ children }: { children: ReactNode }) {
  const { path, navigate } = useNavigation();
  const { portalHref } = useElementContext();
  const leaving = path && path !== '/' ? path : null;

  useEffect(() => {
    if (leaving === null) return;
    const target = portalHref(leaving);
    if (target) window.location.assign(target);
    navigate('/');
  }, [leaving, portalHref, navigate]);

  return <>{children}</>;
}

/** Opens a route on the portal (with `portal-url`), else returns the widget to its start. */
export function useLeave(): (route: string) => void {
  const { navigate } = useNavigation();
  const { portalHref } = useElementContext();
  return useCallback(
    (route: string) => {
      const target = portalHref(route);
      if (target) window.location.assign(target);
      else navigate('/');
    },
    [portalHref, navigate],
  );
}

/** Leaves for the portal (or returns to the start) when the route is not one of the widget's. */
export function useLeaveUnknownRoute(unknown: boolean): void {
  const { path } = useNavigation();
  const leave = useLeave();
  const leaving = unknown ? (path ?? '/') : null;
  useEffect(() => {
    if (leaving !== null) leave(leaving);
  }, [leaving, leave]);
}
