import { useState } from 'react';
import { downloadWorkspaceFile, format, formatDisplayDate, workspaceConversationLabels as c, type workspaceConversation } from '@studyatlas/core';
import { Button } from '../../ui/button/button.js';
import { cx } from '../../ui/internal/class-names.js';
import { useWorkspaceStyles } from './use-workspace-styles.js';

export interface MessageThreadProps {
  messages: workspaceConversation.ConversationMessage[];
  /** The other party's name (the student, the enquirer). */
  student: string;
}

/**
 * The organisation's conversation, oldest first: who on the staff wrote each outgoing message (staff
 * only: the student sees the organisation), the student's replies (New until a staff member has read
 * them), the message as sent (HTML the server sanitized) and its attachments to open.
 */
export function MessageThread({ messages, student }: MessageThreadProps) {
  useWorkspaceStyles();
  const [busy, setBusy] = useState<string | null>(null);
  if (messages.length === 0) return <p className="sa-empty">{c.noMessages}</p>;
  const open = async (url: string) => {
    setBusy(url);
    try {
      await downloadWorkspaceFile(url);
    } finally {
      setBusy(null);
    }
  };
  return (
    <ol className="sa-workspace-thread">
      {messages.map((message) => (
        <li key={message.id} className={cx('sa-workspace-message', `is-${message.direction}`, message.unread && 'is-unread')}>
          <p className="sa-workspace-byline">
            {message.direction === 'out'
              ? format(c.fromStaff, { name: message.author.name })
              : format(c.fromStudent, { name: message.author.name || student })}
            {`, ${formatDisplayDate(message.at)}`}
            {message.unread && <span className="sa-workspace-new">{c.newReply}</span>}
          </p>
          {message.mailedTo && <p className="sa-workspace-hint">{format(c.mailedTo, { email: message.mailedTo })}</p>}
          <p className="sa-workspace-message-subject"><bdi>{message.subject}</bdi></p>
          <div className="sa-workspace-message-body" dir="auto" dangerouslySetInnerHTML={{ __html: message.message }} />
          {message.attachments.length > 0 && (
            <ul className="sa-workspace-attachments" aria-label={c.attachmentsOf}>
              {message.attachments.map((file) => (
                <li key={file.fileId}>
                  <Button variant="secondary" busy={busy === file.url} aria-label={format(c.openAttachment, { name: file.fileName })} onClick={() => void open(file.url)}>
                    <bdi>{file.fileName}</bdi>
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
