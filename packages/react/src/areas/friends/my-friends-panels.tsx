import { useId, useState, type ReactNode } from 'react';
import {
  format,
  formatDisplayDate,
  friendDetailRoute,
  myFriendsLabels as l,
  SUGGESTIONS_COLLAPSE_ABOVE,
  visibleSuggestions,
  wordsByKey,
  type FriendCard,
  type GroupRow,
  type MemberCard,
  type RequestCard,
  type SuggestionCard,
} from '@studyatlas/core';
import { Link } from '../../navigation/link.js';
import { Button } from '../../ui/button/button.js';
import type { HeadingLevel } from '../../ui/panel/panel.js';
import { FriendImage } from './friend-image.js';
import type { MyFriendsController } from './use-my-friends.js';
import type { GroupDialogController } from './use-group-dialog.js';

/*
 * The panels of My friends: friends, incoming requests, sent requests, people you may know and
 * groups. Each row's buttons are described by the member's (or group's) name, so "Accept" says whose.
 */

const place = (person: MemberCard) => [person.city, person.country].filter(Boolean).join(', ');

/** One member: photo, name (to their detail) and place; `children` below the name, `actions` beside. */
function PersonRow({ person, nameId, children, actions }: { person: MemberCard; nameId: string; children?: ReactNode; actions: ReactNode }) {
  return (
    <li className="sa-my-friends-row" part="friend-row">
      <FriendImage src={person.pflImage} />
      <div className="sa-friend-row-text">
        <Link id={nameId} to={friendDetailRoute(person.clientId)} className="sa-friend-row-name">
          <bdi>{person.name}</bdi>
        </Link>
        {place(person) && <span className="sa-friend-muted">{place(person)}</span>}
        {children}
      </div>
      <div className="sa-friend-actions sa-my-friends-row-actions">{actions}</div>
    </li>
  );
}

function Empty({ text }: { text: string }) {
  return <p className="sa-my-friends-empty">{text}</p>;
}

/** A list of members, or its empty message; each row's buttons (`actions`) are described by the member's name. */
function PersonList<P extends MemberCard>({
  people,
  label,
  empty,
  actions,
  details,
}: {
  people: readonly P[];
  label: string;
  empty: string;
  actions: (person: P, nameId: string) => ReactNode;
  details?: (person: P) => ReactNode;
}) {
  const base = useId();
  if (people.length === 0) return <Empty text={empty} />;
  return (
    <ul className="sa-my-friends-list" aria-label={label}>
      {people.map((person) => {
        const nameId = `${base}-${person.clientId}`;
        return (
          <PersonRow key={person.clientId} person={person} nameId={nameId} actions={actions(person, nameId)}>
            {details?.(person)}
          </PersonRow>
        );
      })}
    </ul>
  );
}

export function FriendsPanel({ friends, controller }: { friends: readonly FriendCard[]; controller: MyFriendsController }) {
  return (
    <PersonList
      people={friends}
      label={l.friendsTab}
      empty={l.noFriends}
      actions={(friend, nameId) => (
        <Button variant="secondary" aria-describedby={nameId} busy={controller.busy === `unfriend:${friend.clientId}`} onClick={() => controller.ask({ kind: 'unfriend', friend })}>
          {l.unfriend}
        </Button>
      )}
    />
  );
}

function RequestText({ request }: { request: RequestCard }) {
  return (
    <>
      {request.note && <q className="sa-my-friends-note">{request.note}</q>}
      {request.sentAt && <span className="sa-friend-muted">{format(l.sentOn, { date: formatDisplayDate(request.sentAt) })}</span>}
    </>
  );
}

const requestText = (request: RequestCard) => <RequestText request={request} />;

export function RequestsPanel({ requests, controller }: { requests: readonly RequestCard[]; controller: MyFriendsController }) {
  return (
    <PersonList
      people={requests}
      label={l.requestsTab}
      empty={l.noRequests}
      details={requestText}
      actions={(request, nameId) => (
        <>
          <Button aria-describedby={nameId} busy={controller.busy === `accept:${request.clientId}`} onClick={() => void controller.accept(request)}>
            {l.accept}
          </Button>
          <Button variant="secondary" aria-describedby={nameId} busy={controller.busy === `reject:${request.clientId}`} onClick={() => void controller.reject(request)}>
            {l.reject}
          </Button>
        </>
      )}
    />
  );
}

export function SentPanel({ requests, controller }: { requests: readonly RequestCard[]; controller: MyFriendsController }) {
  return (
    <PersonList
      people={requests}
      label={l.sentTab}
      empty={l.noSent}
      details={requestText}
      actions={(request, nameId) => (
        <Button variant="secondary" aria-describedby={nameId} busy={controller.busy === `cancel:${request.clientId}`} onClick={() => void controller.cancelSent(request)}>
          {l.cancelRequest}
        </Button>
      )}
    />
  );
}

const REASON_LABELS: Readonly<Record<SuggestionCard['reasons'][number], string>> = wordsByKey(l, {
  destination: 'sharedDestination',
  studyArea: 'sharedStudyArea',
  institution: 'sharedInstitution',
});

/** 'Shares a destination, a study area' — or nothing when the server gave no reason. */
export const sharedText = (person: SuggestionCard): string =>
  person.reasons.length ? format(l.shared, { reasons: person.reasons.map((reason) => REASON_LABELS[reason]).join(', ') }) : '';

export interface SuggestionsPanelProps {
  suggestions: readonly SuggestionCard[];
  /** Add friend: opens the send-request popover for the person. */
  onAdd: (person: SuggestionCard) => void;
}

/** People you may know, most shared first: at most 4 shown when there are more than 5, and "Show all N". */
export function SuggestionsPanel({ suggestions, onAdd }: SuggestionsPanelProps) {
  const base = useId();
  const [expanded, setExpanded] = useState(false);
  if (suggestions.length === 0) return <Empty text={l.noSuggestions} />;
  const shown = visibleSuggestions(suggestions, expanded);
  const listId = `${base}-list`;
  return (
    <>
      <ul id={listId} className="sa-my-friends-list" aria-label={l.suggestionsTab}>
        {shown.map((person) => {
          const nameId = `${base}-${person.clientId}`;
          return (
            <PersonRow
              key={person.clientId}
              person={person}
              nameId={nameId}
              actions={
                <Button aria-describedby={nameId} onClick={() => onAdd(person)}>
                  {l.addFriend}
                </Button>
              }
            >
              {sharedText(person) && <span className="sa-my-friends-shared">{sharedText(person)}</span>}
            </PersonRow>
          );
        })}
      </ul>
      {suggestions.length > SUGGESTIONS_COLLAPSE_ABOVE && (
        <Button variant="link" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded((was) => !was)}>
          {expanded ? l.showFewer : format(l.showAll, { count: suggestions.length })}
        </Button>
      )}
    </>
  );
}

export interface GroupsPanelProps {
  groups: readonly GroupRow[];
  controller: MyFriendsController;
  dialog: GroupDialogController;
  headingLevel: HeadingLevel;
}

/** The member's groups with their members; New group, Edit group (the dialog) and Delete group (a confirm). */
export function GroupsPanel({ groups, controller, dialog, headingLevel }: GroupsPanelProps) {
  const base = useId();
  const Heading = `h${Math.min(headingLevel + 1, 6)}` as 'h2';
  return (
    <>
      <div className="sa-friend-actions">
        <Button onClick={dialog.openNew}>{l.newGroup}</Button>
      </div>
      {groups.length === 0 && <Empty text={l.noGroups} />}
      {groups.length > 0 && (
        <ul className="sa-my-friends-groups" aria-label={l.groupsTab}>
          {groups.map((group) => {
            const nameId = `${base}-${group.groupId}`;
            const count = group.members.length === 1 ? l.groupOneMember : format(l.groupMemberCount, { count: group.members.length });
            return (
              <li key={group.groupId} className="sa-my-friends-group" part="friend-group">
                <Heading id={nameId} className="sa-my-friends-group-name">
                  <bdi>{group.name}</bdi>
                </Heading>
                <p className="sa-friend-muted">{count}</p>
                <ul className="sa-my-friends-members" aria-label={count}>
                  {group.members.map((member) => (
                    <li key={member.clientId}>
                      <Link to={friendDetailRoute(member.clientId)}><bdi>{member.name}</bdi></Link>
                    </li>
                  ))}
                </ul>
                <div className="sa-friend-actions">
                  <Button variant="secondary" aria-describedby={nameId} onClick={() => dialog.openEdit(group.groupId)}>
                    {l.editGroup}
                  </Button>
                  <Button
                    variant="danger"
                    aria-describedby={nameId}
                    busy={controller.busy === `group:${group.groupId}`}
                    onClick={() => controller.ask({ kind: 'deleteGroup', group })}
                  >
                    {l.deleteGroup}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
