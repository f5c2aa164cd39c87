import { useId, useState } from 'react';
import { MOVABLE_FOLDERS, composeRoute, messagingLabels as l, type MessageActionType, type MessageFolder } from '@studyatlas/core';
import { useNavigation } from '../../navigation/navigation.js';
import { Button } from '../../ui/button/button.js';
import { folderName } from './format.js';
import type { InboxController } from './use-inbox.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { messagingCss } from './messaging.css.js';

export interface InboxToolbarProps {
  inbox: InboxController;
  folders: readonly MessageFolder[];
}

/**
 * New message, Reply, Reply all, Forward (exactly one message selected), Move to a folder (from the
 * inbox, the member's folders and deleted) and Delete (to deleted; permanently from deleted).
 */
export function InboxToolbar({ inbox, folders }: InboxToolbarProps) {
  useStylesheet('messaging', messagingCss);
  const { navigate } = useNavigation();
  const moveId = useId();
  const targets = folders.filter((folder) => folder.code === 'I' || folder.code === 'DY');
  const [target, setTarget] = useState('0');
  const canMove = MOVABLE_FOLDERS.includes(inbox.folder.code);

  const answer = (actionType: MessageActionType) => {
    if (!inbox.check(actionType === 'F' ? 'forward' : 'reply')) return;
    navigate(composeRoute([...inbox.selected][0]!, actionType));
  };

  return (
    <div className="sa-msg-toolbar" role="toolbar" aria-label={l.toolbar} part="message-toolbar">
      <Button onClick={() => navigate(composeRoute())}>{l.newMessage}</Button>
      <Button variant="secondary" onClick={() => answer('R')}>
        {l.reply}
      </Button>
      <Button variant="secondary" onClick={() => answer('RA')}>
        {l.replyAll}
      </Button>
      <Button variant="secondary" onClick={() => answer('F')}>
        {l.forward}
      </Button>
      {canMove && (
        <span className="sa-msg-move">
          <label className="sa-visually-hidden" htmlFor={moveId}>
            {l.moveTo}
          </label>
          <select id={moveId} className="sa-select sa-msg-move-select" value={target} onChange={(event) => setTarget(event.currentTarget.value)}>
            {targets.map((folder) => (
              <option key={`${folder.code}-${folder.id}`} value={String(folder.id)}>
                {folderName(folder)}
              </option>
            ))}
          </select>
          <Button variant="secondary" busy={inbox.busy} onClick={() => void inbox.move(Number(target))}>
            {l.move}
          </Button>
        </span>
      )}
      <Button variant="danger" busy={inbox.busy} onClick={() => void inbox.remove()}>
        {inbox.folder.code === 'A' ? l.deleteForever : l.delete}
      </Button>
    </div>
  );
}
