import { INBOX_ROUTE, composeRoute, readMessageRoute } from '@studyatlas/core';
import { MemberOnly } from '../../kits/member-only/member-only.js';
import { useLeaveElsewhere } from '../../navigation/leave-elsewhere.js';
import { messagingRoute, type MessagingRoute } from '../../navigation/routes/messaging.js';
import { useNavigation } from '../../navigation/navigation.js';
import type { HeadingLevel } from '../../ui/panel/panel.js';
import { Compose } from './compose.js';
import { Inbox } from './inbox.js';
import { ReadMessage } from './read-message.js';

export type MessagesView = 'inbox' | 'compose' | 'read';

export interface MessagesProps {
  /** The view shown first: the inbox (default), compose, or read (with `messageId`). */
  view?: MessagesView;
  /** The message read (view read) or opened in compose as a draft. */
  messageId?: number;
  headingLevel?: HeadingLevel;
  /** How sign-in is asked for: the /login page (portal) or the login dialog (default, widgets). */
  signIn?: 'page' | 'dialog';
  /** A route the widget does not show itself was asked for; the default returns to the start. */
  onLeave?: (route: string) => void;
}

/** The route of the first view. */
export function startRoute(view: MessagesView | undefined, messageId: number | undefined): string {
  if (view === 'read' && messageId) return readMessageRoute(messageId);
  if (view === 'compose') return composeRoute(messageId, messageId ? 'D' : undefined);
  return INBOX_ROUTE;
}

/**
 * Messaging as one widget (`<sa-messages>`): the inbox, compose and read views, moving between them
 * with the provider's in-memory navigation ('/msgList', '/createMsg/…', '/readMsg/…'), for signed-in
 * members only. Under a host that routes itself, the `view` is shown.
 */
export function Messages({ view, messageId, headingLevel = 2, signIn = 'dialog', onLeave }: MessagesProps) {
  const { path } = useNavigation();
  const route: MessagingRoute = messagingRoute(path ?? '/');
  const shown = route.screen === 'start' ? messagingRoute(startRoute(view, messageId)) : route;
  useLeaveElsewhere(shown.screen === 'elsewhere' ? (path ?? '/') : null, onLeave);
  return (
    <MemberOnly signIn={signIn} headingLevel={headingLevel}>
      {shown.screen === 'inbox' && <Inbox headingLevel={headingLevel} />}
      {shown.screen === 'compose' && <Compose key={`${shown.msgId ?? 0}-${shown.actionType}`} msgId={shown.msgId} actionType={shown.actionType} headingLevel={headingLevel} />}
      {shown.screen === 'read' && <ReadMessage key={shown.msgId} msgId={shown.msgId} headingLevel={headingLevel} />}
    </MemberOnly>
  );
}
