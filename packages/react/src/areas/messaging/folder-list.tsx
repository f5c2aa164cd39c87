import { useId } from 'react';
import { format, messagingLabels as l, type MessageFolder } from '@studyatlas/core';
import { Button } from '../../ui/button/button.js';
import { cx } from '../../ui/internal/class-names.js';
import { folderName } from './format.js';
import { sameFolder, type FolderChoice } from './use-inbox.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { messagingCss } from './messaging.css.js';

export interface FolderListProps {
  folders: readonly MessageFolder[];
  current: FolderChoice;
  onOpen: (folder: FolderChoice) => void;
  onAdd: () => void;
  onDelete: (folder: MessageFolder) => void;
}

/** I, D, S, A and the member's own folders with their unread counts; Add folder; Delete on the member's own. */
export function FolderList({ folders, current, onOpen, onAdd, onDelete }: FolderListProps) {
  useStylesheet('messaging', messagingCss);
  const ownId = useId();
  const system = folders.filter((folder) => folder.code !== 'DY');
  const own = folders.filter((folder) => folder.code === 'DY');
  const item = (folder: MessageFolder) => {
    const name = folderName(folder);
    const open = sameFolder(current, folder);
    return (
      <li key={`${folder.code}-${folder.id}`} className="sa-msg-folder">
        <button
          type="button"
          className={cx('sa-msg-folder-button', open && 'is-current')}
          aria-current={open ? 'true' : undefined}
          onClick={() => onOpen({ code: folder.code, id: folder.id })}
        >
          <span className="sa-msg-folder-name">{name}</span>
          {folder.unread > 0 && (
            <span className="sa-msg-folder-unread">
              <span aria-hidden="true">{folder.unread}</span>
              <span className="sa-visually-hidden">{format(l.folderUnread, { count: folder.unread })}</span>
            </span>
          )}
        </button>
        {folder.code === 'DY' && (
          <button type="button" className="sa-remove-button" aria-label={format(l.deleteFolderNamed, { name })} onClick={() => onDelete(folder)}>
            <span aria-hidden="true">×</span>
          </button>
        )}
      </li>
    );
  };
  return (
    <nav className="sa-msg-folders" aria-label={l.folders} part="message-folders">
      <ul className="sa-msg-folder-list">{system.map(item)}</ul>
      <p className="sa-msg-folders-heading" id={ownId}>
        {l.myFolders}
      </p>
      {own.length > 0 && (
        <ul className="sa-msg-folder-list" aria-labelledby={ownId}>
          {own.map(item)}
        </ul>
      )}
      <Button variant="secondary" className="sa-msg-add-folder" onClick={onAdd}>
        {l.addFolder}
      </Button>
    </nav>
  );
}
