import { useEffect, useId, useState, type FormEvent } from 'react';
import { format, messagingLabels as l, type MessageFolder } from '@studyatlas/core';
import { Button } from '../../ui/button/button.js';
import { ConfirmDialog } from '../../ui/dialog/confirm-dialog.js';
import { Input } from '../../ui/input/input.js';
import { cx } from '../../ui/internal/class-names.js';
import { Loader } from '../../ui/loader/loader.js';
import { Pagination } from '../../ui/pagination/pagination.js';
import type { ScreenProps } from '../../ui/panel/panel.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { noRecordsCss } from '../../styles/no-records.css.js';
import { AddFolderDialog } from './add-folder-dialog.js';
import { FolderList } from './folder-list.js';
import { folderName } from './format.js';
import { InboxToolbar } from './inbox-toolbar.js';
import { messagingCss } from './messaging.css.js';
import { MessageRows } from './message-rows.js';
import { useInbox, type FolderChoice } from './use-inbox.js';
import { useUnreadWatch } from './use-unread-watch.js';

export interface InboxProps extends ScreenProps {
  /** The folder open first (the inbox by default). */
  folder?: FolderChoice;
}

/**
 * The inbox (member §2 "Messaging", route /msgList): the folders with their unread counts (add one,
 * delete one of the member's own: its messages go back to the inbox), a keyword search over subject,
 * sender and text, a page of the folder's messages with select all, and the toolbar (new, reply, reply
 * all, forward, move, delete). A row opens the message (a draft opens compose).
 */
export function Inbox({ folder: first, headingLevel = 2, className }: InboxProps) {
  useStylesheet('no-records', noRecordsCss);
  useStylesheet('messaging', messagingCss);
  useUnreadWatch();
  const inbox = useInbox(first);
  const Heading = `h${headingLevel}` as const;
  const [adding, setAdding] = useState(false);
  const [dropping, setDropping] = useState<MessageFolder | null>(null);
  const [text, setText] = useState('');
  const searchId = useId();
  const list = inbox.list;
  const folders = list?.folders ?? [];
  const current = folders.find((f) => f.code === inbox.folder.code && f.id === inbox.folder.id);
  const currentName = current ? folderName(current) : inbox.folder.code === 'I' ? l.folderInbox : '';
  useEffect(() => setText(inbox.keyword), [inbox.keyword]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    inbox.search(text);
  };

  return (
    <section className={cx('sa-root sa-messaging sa-inbox', className)} part="inbox" aria-busy={inbox.loading || undefined}>
      <Heading className="sa-msg-title">{l.inboxTitle}</Heading>
      <div className="sa-inbox-layout">
        <FolderList folders={folders} current={inbox.folder} onOpen={inbox.openFolder} onAdd={() => setAdding(true)} onDelete={setDropping} />
        <div className="sa-inbox-main">
          <form className="sa-msg-search" role="search" onSubmit={search}>
            <label className="sa-visually-hidden" htmlFor={searchId}>
              {l.keyword}
            </label>
            <Input id={searchId} type="search" value={text} maxLength={100} onValueChange={setText} placeholder={l.keyword} />
            <Button type="submit" variant="secondary">
              {l.search}
            </Button>
            {inbox.keyword && (
              <Button
                variant="secondary"
                onClick={() => {
                  setText('');
                  inbox.search('');
                }}
              >
                {l.clearSearch}
              </Button>
            )}
          </form>
          <InboxToolbar inbox={inbox} folders={folders} />
          <div className="sa-msg-notice" aria-live="polite">
            {inbox.notice?.kind === 'status' && <p role="status">{inbox.notice.text}</p>}
          </div>
          {inbox.notice?.kind === 'alert' && (
            <p className="sa-msg-alert" role="alert">
              {inbox.notice.text}
            </p>
          )}
          {list === null && inbox.loading && <Loader active variant="inline" label={l.loading} />}
          {inbox.failed && (
            <div className="sa-msg-failed" role="alert">
              <p>{l.loadFailed}</p>
              <Button variant="secondary" onClick={() => void inbox.reload()}>
                {l.retry}
              </Button>
            </div>
          )}
          {list !== null && list.rows.length === 0 && (
            <p className="sa-empty">{inbox.keyword ? format(l.noMatches, { keyword: inbox.keyword }) : l.noMessages}</p>
          )}
          {list !== null && list.rows.length > 0 && (
            <MessageRows
              rows={list.rows}
              selected={inbox.selected}
              onToggle={inbox.toggle}
              onToggleAll={inbox.toggleAll}
              label={format(l.messagesOf, { folder: currentName })}
            />
          )}
          {list !== null && list.total > list.pageSize && (
            <Pagination total={list.total} page={inbox.page} pageSize={list.pageSize} showPageSize={false} onChange={(change) => inbox.setPage(change.page)} />
          )}
        </div>
      </div>
      <AddFolderDialog open={adding} onClose={() => setAdding(false)} onAdd={inbox.addFolder} />
      <ConfirmDialog
        open={dropping !== null}
        title={l.deleteFolder}
        message={dropping ? format(l.deleteFolderConfirm, { name: dropping.name }) : ''}
        confirmLabel={l.delete}
        cancelLabel={l.cancel}
        busy={inbox.busy}
        onConfirm={() => {
          const target = dropping;
          setDropping(null);
          if (target) void inbox.deleteFolder(target);
        }}
        onClose={() => setDropping(null)}
      />
    </section>
  );
}
