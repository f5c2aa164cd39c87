import { Messages, messagingStyles, type MessagesView } from '@studyatlas/react';
import { headingLevelOf } from '../../heading-level.js';
import { useLeave } from '../../leave-to-portal.js';

/*
 * The component behind <sa-messages>: the inbox, compose and read views inside the widget (in-memory
 * navigation), for signed-in members only; signed out it asks for a sign-in with the login dialog.
 */

export const areaStyles = messagingStyles;

const VIEWS: readonly MessagesView[] = ['inbox', 'compose', 'read'];

export interface MessagesElementProps {
  /** The view shown first: inbox (default), compose, or read (with message-id). */
  view?: string;
  /** The message to read (view read), or the draft to open (view compose). */
  messageId?: number;
  headingLevel?: number;
}

export function MessagesElement({ view, messageId, headingLevel }: MessagesElementProps) {
  const leave = useLeave();
  const first = VIEWS.includes(view as MessagesView) ? (view as MessagesView) : 'inbox';
  const id = messageId !== undefined && Number.isInteger(messageId) && messageId > 0 ? messageId : undefined;
  return <Messages view={first} messageId={id} headingLevel={headingLevelOf(headingLevel)} signIn="dialog" onLeave={leave} />;
}
