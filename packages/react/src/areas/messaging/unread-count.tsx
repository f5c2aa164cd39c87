import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $profile, $session, format, loadProfile, messagingLabels as l } from '@studyatlas/core';
import { cx } from '../../ui/internal/class-names.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { messagingCss } from './messaging.css.js';
import { useUnreadWatch } from './use-unread-watch.js';

export interface UnreadCountProps {
  /** The badge's accessible name; `{count}` is the number (default 'Messages, {count} unread'). */
  label?: string;
  /** Show the badge at 0 too (default: nothing is shown without unread messages). */
  showZero?: boolean;
  className?: string;
}

/**
 * The unread message count as a badge (member §3 UserProfileData MsgCount), from the session store,
 * kept live while shown (the server pushes each new count); it loads the header data when the page
 * has none yet. Nothing while signed out or before the header data arrives, and nothing at 0 unless
 * `showZero`.
 */
export function UnreadCount({ label = l.unreadBadge, showZero = false, className }: UnreadCountProps) {
  useStylesheet('messaging', messagingCss);
  useUnreadWatch();
  const signedIn = useStore($session) !== null;
  const profile = useStore($profile);
  const missing = signedIn && profile === null;
  // The header data holds the count; a page opened straight on a route (not the dashboard) has none yet.
  useEffect(() => {
    if (missing) void loadProfile().catch(() => undefined);
  }, [missing]);
  const count = signedIn && profile ? profile.msgCount : null;
  if (count === null || (count === 0 && !showZero)) return null;
  return (
    <span className={cx('sa-unread-count', count === 0 && 'is-zero', className)} role="img" aria-label={format(label, { count })} data-count={count} part="unread-count">
      {count > 99 ? '99+' : count}
    </span>
  );
}
