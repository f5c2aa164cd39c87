import { UnreadCount, messagingCss } from '@studyatlas/react';

/* The component behind <sa-unread-count>: the badge alone (a chunk of its own, without the inbox). */

export const areaStyles = [messagingCss];

export interface UnreadCountElementProps {
  /** Show the badge at 0 too. */
  showZero?: boolean;
}

export function UnreadCountElement({ showZero }: UnreadCountElementProps) {
  return <UnreadCount showZero={showZero === true} />;
}
