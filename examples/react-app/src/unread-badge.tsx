import { lazy, Suspense } from 'react';
import { hubText } from './hub-text.js';

// Loaded once a member's menu shows it: a guest's first page carries neither it nor messaging's styles.
const UnreadCount = lazy(() => import('./unread-count-screen.js').then((module) => ({ default: module.UnreadCount })));

/** The StudyAtlas unread message count as the hub's badge ('3 unread' to screen readers), kept live. */
export function UnreadBadge() {
  return (
    <Suspense fallback={null}>
      <UnreadCount label={hubText.unread} className="hub-nav-badge" />
    </Suspense>
  );
}
