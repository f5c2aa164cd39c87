import { useState, type ReactNode } from 'react';
import { format, FRIEND_LIST_PAGE_SIZES, friendLabels as t, messages, type FriendDetail as Detail, type FriendInstitute, type FriendListItem } from '@studyatlas/core';
import { Accordion, type AccordionItem } from '../../ui/accordion/accordion.js';
import { Button } from '../../ui/button/button.js';
import type { HeadingLevel } from '../../ui/panel/panel.js';
import { FriendMessageDialog, FriendRequestDialog } from './friend-dialogs.js';
import { FriendImage } from './friend-image.js';
import { placeOf, relationLabel, yearsOf } from './format.js';
import { PagedList } from '../../ui/pagination/paged-list.js';
import { useFriendDetail, type FriendDetailController } from './use-friend-detail.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { friendsCss } from './friends.css.js';
import { DetailFrame } from '../../kits/find/detail-frame.js';

export interface FriendDetailProps {
  clientId: number;
  /** Replaces the back action (default: to the list when opened from it, else the previous page). */
  onBack?: () => void;
  headingLevel?: HeadingLevel;
  className?: string;
}

/** /friendDetail/:clientId — a member with the relation actions, their friends, mutual friends and institutes. */
export function FriendDetail({ clientId, onBack, headingLevel, className }: FriendDetailProps) {
  const detail = useFriendDetail({ clientId, onBack });
  return <FriendDetailView detail={detail} headingLevel={headingLevel} className={className} />;
}

export interface FriendDetailViewProps {
  detail: FriendDetailController;
  headingLevel?: HeadingLevel;
  className?: string;
}

export function FriendDetailView({ detail, headingLevel = 2, className }: FriendDetailViewProps) {
  useStylesheet('friends', friendsCss);
  const [open, setOpen] = useState<string[]>(['all', 'mutual', 'institutes']);
  const Heading = `h${headingLevel}` as const;
  const member = detail.detail;
  return (
    <DetailFrame
      className={className ? `sa-root sa-friend-detail ${className}` : 'sa-root sa-friend-detail'}
      busy={detail.status === 'loading'}
      error={detail.error}
      onBack={detail.canGoBack && detail.back}
      itemTitle={member?.name}
    >
      {member && (
        <>
          <header className="sa-friend-detail-head">
            <FriendImage src={member.pflImage} alt={format(t.profileImage, { name: member.name })} size={96} />
            <div className="sa-friend-detail-title">
              <Heading className="sa-friend-title"><bdi>{member.name}</bdi></Heading>
              {member.currentPlace.country && <span className="sa-friend-muted">{`${t.currentPlace}: ${placeOf(member.currentPlace)}`}</span>}
              {member.homeTown.country && <span className="sa-friend-muted">{`${t.homeTown}: ${placeOf(member.homeTown)}`}</span>}
              {member.aboutMe && <p className="sa-friend-about">{member.aboutMe}</p>}
            </div>
          </header>
          <RelationActions detail={detail} member={member} />
          <Accordion items={sections(member)} open={open} onOpenChange={setOpen} headingLevel={headingLevel === 1 ? 2 : 3} />
          <FriendRequestDialog open={detail.dialog === 'request'} form={detail.request} onClose={detail.closeDialog} />
          <FriendMessageDialog open={detail.dialog === 'message'} name={member.name} form={detail.message} onClose={detail.closeDialog} />
        </>
      )}
    </DetailFrame>
  );
}

/**
 * none → Add friend; Sent by me → its state ('Request sent') and cancel (sending it again could only
 * answer 'Request already sent.'); Sent to me → accept / decline; Linked → remove. Message always.
 */
function RelationActions({ detail, member }: { detail: FriendDetailController; member: Detail }) {
  const relation = relationLabel(member.reqState, member.sentByMe);
  const busy = detail.actionBusy;
  return (
    <div className="sa-friend-relation">
      {relation && <span className="sa-friend-tag">{relation}</span>}
      <div className="sa-friend-actions">
        {member.reqState === 'none' && <Button onClick={detail.openRequest}>{t.addFriend}</Button>}
        {member.reqState === 'Sent' && member.sentByMe && (
          <Button variant="secondary" busy={busy} onClick={() => void detail.remove()}>
            {t.cancelRequest}
          </Button>
        )}
        {member.reqState === 'Sent' && !member.sentByMe && (
          <>
            <Button busy={busy} onClick={() => void detail.accept()}>
              {t.acceptRequest}
            </Button>
            <Button variant="secondary" busy={busy} onClick={() => void detail.remove()}>
              {t.declineRequest}
            </Button>
          </>
        )}
        {member.reqState === 'Linked' && (
          <Button variant="secondary" busy={busy} onClick={() => void detail.remove()}>
            {t.removeFriend}
          </Button>
        )}
        <Button variant="secondary" onClick={detail.openMessage}>
          {t.message}
        </Button>
      </div>
      {detail.notice && (
        <p className="sa-friend-notice" role="status" part="success">
          {detail.notice}
        </p>
      )}
    </div>
  );
}

const titled = (title: string, count: number) => `${title} (${count})`;

function Person({ person }: { person: FriendListItem }) {
  return (
    <span className="sa-friend-person">
      <FriendImage src={person.pflImage} size={32} />
      <span>
        <strong><bdi>{person.name}</bdi></strong> <span className="sa-friend-muted">{[person.city, person.country].filter(Boolean).join(', ')}</span>
      </span>
    </span>
  );
}

function Institute({ institute }: { institute: FriendInstitute }) {
  const years = yearsOf(institute.fromYear, institute.toYear);
  return (
    <span>
      <strong><bdi>{institute.name}</bdi></strong>
      {institute.current && <span className="sa-friend-tag">{t.current}</span>}{' '}
      <span className="sa-friend-muted">{[institute.country, years].filter(Boolean).join(' · ')}</span>
    </span>
  );
}

/** A detail list paged by 5 or 10 (discovery §9), or 'No records found'. */
function List<T>({ items, kind, label, itemKey, render }: { items: readonly T[]; kind: string; label: string; itemKey: (item: T) => string | number; render: (item: T) => ReactNode }) {
  if (items.length === 0) return <p className="sa-friend-muted">{messages.noRecords}</p>;
  return <PagedList items={items} pageSizes={FRIEND_LIST_PAGE_SIZES} itemKey={itemKey} renderItem={render} label={label} className={`sa-friend-list sa-friend-list--${kind}`} />;
}

function sections(member: Detail): AccordionItem[] {
  return [
    {
      id: 'all',
      title: titled(t.allFriends, member.allFriends.length),
      content: <List items={member.allFriends} kind="all" label={t.allFriends} itemKey={(f) => f.clientId} render={(f) => <Person person={f} />} />,
    },
    {
      id: 'mutual',
      title: titled(t.mutualFriends, member.mutualFriends.length),
      content: <List items={member.mutualFriends} kind="mutual" label={t.mutualFriends} itemKey={(f) => f.clientId} render={(f) => <Person person={f} />} />,
    },
    {
      id: 'institutes',
      title: titled(t.institutes, member.institutes.length),
      content: (
        <List
          items={member.institutes}
          kind="institutes"
          label={t.institutes}
          itemKey={(i) => `${i.legalFk}-${i.name}-${i.fromYear ?? ''}-${String(i.current)}`}
          render={(i) => <Institute institute={i} />}
        />
      ),
    },
  ];
}
