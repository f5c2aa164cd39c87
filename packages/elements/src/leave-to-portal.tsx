import { useEffect, type ReactNode } from 'react';
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
