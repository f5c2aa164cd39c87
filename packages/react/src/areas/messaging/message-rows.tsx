import { useEffect, useRef } from 'react';
import { composeRoute, format, messagingLabels as l, readMessageRoute, type InboxRow } from '@studyatlas/core';
import { Link } from '../../navigation/link.js';
import { cx } from '../../ui/internal/class-names.js';
import { messageTime, subjectText } from './format.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { messagingCss } from './messaging.css.js';

export interface MessageRowsProps {
  rows: readonly InboxRow[];
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onToggleAll: () => void;
  /** The list's accessible name (the folder's). */
  label: string;
}

/** Who a row names: the sender, or the recipients for drafts and sent mail. */
const partyOf = (row: InboxRow) => (row.folder === 'D' || row.folder === 'S' ? row.recipients : row.sender);

/**
 * A folder's page of messages: select all, a checkbox per row, and the row's link (a draft opens
 * compose, any other message the read screen). Unread rows are bold and say "Unread" to screen readers.
 */
export function MessageRows({ rows, selected, onToggle, onToggleAll, label }: MessageRowsProps) {
  useStylesheet('messaging', messagingCss);
  const all = useRef<HTMLInputElement>(null);
  const count = rows.filter((row) => selected.has(row.id)).length;
  const allSelected = rows.length > 0 && count === rows.length;
  useEffect(() => {
    if (all.current) all.current.indeterminate = count > 0 && !allSelected;
  }, [count, allSelected]);
  return (
    <div className="sa-msg-rows">
      <label className="sa-checkbox sa-msg-select-all">
        <input ref={all} type="checkbox" checked={allSelected} onChange={onToggleAll} />
        <span>{l.selectAll}</span>
      </label>
      <ul className="sa-msg-list" aria-label={label}>
        {rows.map((row) => {
          const party = partyOf(row);
          const subject = subjectText(row.subject);
          const to = row.folder === 'D' ? composeRoute(row.id, 'D') : readMessageRoute(row.id);
          return (
            <li key={row.id} className={cx('sa-msg-row', row.unread && 'is-unread', selected.has(row.id) && 'is-selected')} part="message-row">
              <input
                type="checkbox"
                className="sa-msg-row-check"
                checked={selected.has(row.id)}
                onChange={() => onToggle(row.id)}
                aria-label={format(l.selectMessage, { sender: party, subject })}
              />
              <Link to={to} className="sa-msg-row-link">
                {row.unread && <span className="sa-visually-hidden">{l.unread}: </span>}
                <span className="sa-msg-row-party"><bdi>{party}</bdi></span>
                <span className="sa-msg-row-subject">
                  {row.kind === 'FR' && <span className="sa-msg-row-kind">{l.friendRequest}: </span>}
                  <bdi>{subject}</bdi>
                  {row.hasAttachments && (
                    <span className="sa-msg-row-clip" role="img" aria-label={l.attachments}>
                      {' '}📎
                    </span>
                  )}
                </span>
                <time className="sa-msg-row-date" dateTime={row.received}>
                  {messageTime(row.received)}
                </time>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
