import { INBOX_ROUTE, composeRoute, format, messagingLabels as l, type MessageActionType, type ReadMessage as Message, type Recipient } from '@studyatlas/core';
import { useNavigation } from '../../navigation/navigation.js';
import { Button } from '../../ui/button/button.js';
import { cx } from '../../ui/internal/class-names.js';
import { Loader } from '../../ui/loader/loader.js';
import type { ScreenProps } from '../../ui/panel/panel.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { messageTime, subjectText } from './format.js';
import { messagingCss } from './messaging.css.js';
import { useReadMessage, type ReadMessageController } from './use-read-message.js';

export interface ReadMessageProps extends ScreenProps {
  msgId: number;
  /** Back and after a delete; by default the inbox's route through the navigation seam. */
  onBack?: () => void;
}

const names = (list: readonly Recipient[]) => list.map((r) => r.name).join(', ');

/**
 * Read a message (member §2 "Messaging", route /readMsg/:msgId): sender, recipients, date, the body,
 * attachments to download, the conversation, and Reply, Reply all, Forward, Delete and Back; a friend
 * request is accepted or rejected here. Reading marks it read (the header's count follows).
 */
export function ReadMessage({ msgId, onBack, headingLevel = 2, className }: ReadMessageProps) {
  useStylesheet('messaging', messagingCss);
  const { navigate } = useNavigation();
  const read = useReadMessage(msgId);
  const back = onBack ?? (() => navigate(INBOX_ROUTE));
  const Heading = `h${headingLevel}` as const;
  const level = Math.min(headingLevel + 1, 6) as 2 | 3 | 4 | 5;
  const ThreadHeading = `h${level}` as const;
  const message = read.message;
  const open = (type: MessageActionType) => navigate(composeRoute(msgId, type));

  return (
    <section className={cx('sa-root sa-messaging sa-read', className)} part="read-message" aria-busy={read.loading || undefined}>
      {message === null && read.loading && <Loader active variant="inline" label={l.loading} />}
      {message === null && read.failed && (
        <div className="sa-msg-failed" role="alert">
          <p>{l.messageLoadFailed}</p>
          <Button variant="secondary" onClick={back}>
            {l.back}
          </Button>
        </div>
      )}
      {message !== null && (
        <>
          <Heading className="sa-msg-title">{subjectText(message.subject)}</Heading>
          <div className="sa-msg-toolbar" role="toolbar" aria-label={l.toolbar} part="message-toolbar">
            <Button variant="secondary" onClick={back}>
              {l.back}
            </Button>
            {message.kind === 'CM' && (
              <>
                <Button onClick={() => open('R')}>{l.reply}</Button>
                <Button variant="secondary" onClick={() => open('RA')}>
                  {l.replyAll}
                </Button>
                <Button variant="secondary" onClick={() => open('F')}>
                  {l.forward}
                </Button>
              </>
            )}
            <Button variant="danger" busy={read.busy === 'delete'} onClick={() => void read.remove().then((gone) => gone && back())}>
              {message.folder === 'A' ? l.deleteForever : l.delete}
            </Button>
          </div>
          <MessageView message={message} read={read} level={level} />
          {message.friendRequest && <FriendRequestAnswer read={read} open={message.friendRequest.open} />}
          {read.thread.length > 0 && (
            <section className="sa-msg-thread" aria-label={l.thread}>
              <ThreadHeading className="sa-msg-thread-title">{l.thread}</ThreadHeading>
              <ol className="sa-msg-thread-list">
                {read.thread.map((item) => (
                  <li key={item.id}>
                    <MessageView message={item} read={read} level={Math.min(level + 1, 6) as 3 | 4 | 5 | 6} showSubject />
                  </li>
                ))}
              </ol>
            </section>
          )}
        </>
      )}
    </section>
  );
}

function FriendRequestAnswer({ read, open }: { read: ReadMessageController; open: boolean }) {
  return (
    <div className="sa-msg-friend-request" part="friend-request-answer">
      {/* The popup announces the answer; this line keeps it on the screen (not announced twice). */}
      {read.answered && <p className="sa-msg-answered">{read.answered}</p>}
      {open && (
        <div className="sa-msg-actions">
          <Button busy={read.busy === 'L'} onClick={() => void read.answer('L')}>
            {l.acceptRequest}
          </Button>
          <Button variant="secondary" busy={read.busy === 'R'} onClick={() => void read.answer('R')}>
            {l.rejectRequest}
          </Button>
        </div>
      )}
    </div>
  );
}

interface MessageViewProps {
  message: Message;
  read: ReadMessageController;
  level: 2 | 3 | 4 | 5 | 6;
  showSubject?: boolean;
}

/** One message: its facts, its body and its attachments. */
function MessageView({ message, read, level, showSubject = false }: MessageViewProps) {
  const Sub = `h${level}` as const;
  return (
    <article className="sa-msg-view" part="message">
      {showSubject && <Sub className="sa-msg-view-subject">{subjectText(message.subject)}</Sub>}
      <dl className="sa-msg-facts">
        <Fact label={l.sender} value={message.sender.name} />
        {message.to.length > 0 && <Fact label={l.to} value={names(message.to)} />}
        {message.cc.length > 0 && <Fact label={l.cc} value={names(message.cc)} />}
        {message.bcc.length > 0 && <Fact label={l.bcc} value={names(message.bcc)} />}
        <Fact label={l.date} value={messageTime(message.sentAt)} />
      </dl>
      {/*
        The body is the server's SANITIZED HTML (an allow-list: no script, event handler, javascript:
        URL or style survives; links get rel="noopener noreferrer"), so it is the one field put in as
        HTML; every other text here goes through React's escaping.
      */}
      <div className="sa-msg-body" part="message-body" dir="auto" dangerouslySetInnerHTML={{ __html: message.message }} />
      {message.attachments.length > 0 && (
        <ul className="sa-msg-attachment-list" aria-label={l.attachments}>
          {message.attachments.map((file) => (
            <li key={file.fileId} className="sa-msg-attachment">
              <Button variant="secondary" busy={read.busy === `file:${file.fileId}`} aria-label={format(l.download, { name: file.fileName })} onClick={() => void read.download(message, file)}>
                <bdi>{file.fileName}</bdi>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="sa-msg-fact">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
