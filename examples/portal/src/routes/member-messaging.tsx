import { useSearch } from 'wouter';
import { messagingLabels } from '@studyatlas/core';
import { actionTypeOf } from '@studyatlas/react';
import { lazyScreen } from './lazy-screen.js';
import type { PortalRoute } from './portal-route.js';

const screens = () => import('../screens/messaging.js');
const Inbox = lazyScreen(screens, 'Inbox');
const Compose = lazyScreen(screens, 'Compose');
const ReadMessage = lazyScreen(screens, 'ReadMessage');

const idOf = (value: string | undefined): number | undefined => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined);

/** /createMsg/:msgId?actionType=R: the action type from the query (D, a draft, when absent). */
function ComposeRoute({ msgId }: { msgId?: string }) {
  const search = useSearch();
  const id = idOf(msgId);
  const actionType = id ? actionTypeOf(new URLSearchParams(search).get('actionType')) : 'S';
  return <Compose key={`${id ?? 0}-${actionType}`} msgId={id} actionType={actionType} headingLevel={1} />;
}

/** Member §2: /msgList the inbox, /createMsg compose (a draft, reply, reply all or forward with its id), /readMsg/:msgId (members only). */
export const messagingRoutes: PortalRoute[] = [
  { path: '/msgList', title: () => messagingLabels.inboxTitle, member: true, render: () => <Inbox headingLevel={1} /> },
  { path: '/createMsg', title: () => messagingLabels.composeTitle, member: true, render: () => <ComposeRoute /> },
  { path: '/createMsg/:msgId', title: () => messagingLabels.composeTitle, member: true, render: (p) => <ComposeRoute msgId={p.msgId} /> },
  {
    path: '/readMsg/:msgId',
    title: () => messagingLabels.inboxTitle,
    member: true,
    render: (p) => {
      const id = idOf(p.msgId);
      return id ? <ReadMessage key={id} msgId={id} headingLevel={1} /> : <Inbox headingLevel={1} />;
    },
  },
];
