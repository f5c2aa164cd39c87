import { useState, type ReactNode } from 'react';
import { format, myFriendsLabels as l } from '@studyatlas/core';
import { Button } from '../../ui/button/button.js';
import { ConfirmDialog } from '../../ui/dialog/confirm-dialog.js';
import { FormError } from '../../ui/form-error/form-error.js';
import { Loader } from '../../ui/loader/loader.js';
import { SuccessText, type ScreenProps } from '../../ui/panel/panel.js';
import { Tabs } from '../../ui/tabs/tabs.js';
import { cx } from '../../ui/internal/class-names.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { friendsCss } from './friends.css.js';
import { FriendRequestDialog } from './friend-dialogs.js';
import { GroupDialog } from './group-dialog.js';
import { FriendsPanel, GroupsPanel, RequestsPanel, SentPanel, SuggestionsPanel } from './my-friends-panels.js';
import { useGroupDialog, type GroupDialogController } from './use-group-dialog.js';
import { useMyFriends, type MyFriendsController, type MyFriendsPending } from './use-my-friends.js';

export type MyFriendsTab = 'friends' | 'requests' | 'sent' | 'suggestions' | 'groups';

export interface MyFriendsProps extends ScreenProps {
  /**
   * Shown beside the title: the host composes the refer-a-friend popover of the referral area here
   * (areas do not import each other), e.g. `referFriend={<ReferFriend />}`.
   */
  referFriend?: ReactNode;
  /** The tab open at first (default: friends). */
  initialTab?: MyFriendsTab;
}

/**
 * My friends (member §2, route /myfriendlist): the member's friends (unfriend after a confirm),
 * incoming requests (accept, reject), sent requests (cancel), people they may know with what they
 * share (Add friend opens the send-request popover) and their groups (new, edit in a dialog, delete
 * after a confirm).
 */
export function MyFriends(props: MyFriendsProps) {
  const controller = useMyFriends();
  const dialog = useGroupDialog({ onSaved: controller.announce });
  return <MyFriendsView {...props} controller={controller} dialog={dialog} />;
}

export interface MyFriendsViewProps extends MyFriendsProps {
  controller: MyFriendsController;
  dialog: GroupDialogController;
}

function confirmText(pending: MyFriendsPending): { title: string; message: string; confirm: string } {
  return pending.kind === 'unfriend'
    ? { title: l.unfriend, message: format(l.unfriendConfirm, { name: pending.friend.name }), confirm: l.unfriend }
    : { title: l.deleteGroup, message: format(l.deleteGroupConfirm, { name: pending.group.name }), confirm: l.deleteGroup };
}

export function MyFriendsView({ controller, dialog, referFriend, initialTab = 'friends', headingLevel = 2, className }: MyFriendsViewProps) {
  useStylesheet('friends', friendsCss);
  const [tab, setTab] = useState<MyFriendsTab>(initialTab);
  const Heading = `h${headingLevel}` as const;
  const { data, status } = controller;
  const pending = controller.pending ? confirmText(controller.pending) : null;
  const tabs = data
    ? ([
        ['friends', l.friendsTab, data.friends.length],
        ['requests', l.requestsTab, data.incoming.length],
        ['sent', l.sentTab, data.sent.length],
        ['suggestions', l.suggestionsTab, data.suggestions.length],
        ['groups', l.groupsTab, data.groups.length],
      ] as const).map(([id, label, count]) => ({ id, label: format(l.tabCount, { label, count }) }))
    : [];

  return (
    <section className={cx('sa-root sa-my-friends', className)} part="my-friends" aria-busy={status === 'loading' || undefined}>
      <div className="sa-my-friends-head">
        <Heading className="sa-friend-title">{l.title}</Heading>
        {referFriend && <div className="sa-my-friends-refer">{referFriend}</div>}
      </div>
      {controller.notice && <SuccessText>{controller.notice}</SuccessText>}
      <FormError message={controller.failure} />
      {status === 'loading' && !data && <Loader active variant="inline" label={l.loading} />}
      {status === 'error' && (
        <div className="sa-my-friends-error">
          <FormError message={controller.error} />
          <Button variant="secondary" onClick={() => void controller.reload()}>
            {l.retry}
          </Button>
        </div>
      )}
      {data && status !== 'error' && (
        <Tabs tabs={tabs} selected={tab} onSelect={setTab} label={l.title} activation="automatic" className="sa-my-friends-tabs">
          {tab === 'friends' && <FriendsPanel friends={data.friends} controller={controller} />}
          {tab === 'requests' && <RequestsPanel requests={data.incoming} controller={controller} />}
          {tab === 'sent' && <SentPanel requests={data.sent} controller={controller} />}
          {tab === 'suggestions' && <SuggestionsPanel suggestions={data.suggestions} onAdd={controller.openRequest} />}
          {tab === 'groups' && <GroupsPanel groups={data.groups} controller={controller} dialog={dialog} headingLevel={headingLevel} />}
        </Tabs>
      )}
      <FriendRequestDialog open={controller.requestTo !== null} form={controller.request} onClose={controller.closeRequest} />
      <GroupDialog dialog={dialog} />
      <ConfirmDialog
        open={pending !== null}
        title={pending?.title ?? ''}
        message={pending?.message ?? ''}
        confirmLabel={pending?.confirm ?? ''}
        cancelLabel={l.cancel}
        busy={controller.busy !== null}
        onConfirm={() => void controller.confirm()}
        onClose={controller.dismiss}
      />
    </section>
  );
}
