import { useId } from 'react';
import { GROUP_NAME_MAX, myFriendsLabels as l } from '@studyatlas/core';
import { FormTextField, messageOf } from '../../form-kit/index.js';
import { Button } from '../../ui/button/button.js';
import { Dialog } from '../../ui/dialog/dialog.js';
import { FormError } from '../../ui/form-error/form-error.js';
import { Loader } from '../../ui/loader/loader.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { friendsCss } from './friends.css.js';
import { FriendImage } from './friend-image.js';
import type { GroupDialogController } from './use-group-dialog.js';

/**
 * New group / Edit group (member §2 "groups created or edited in a dialog"): the name and a checklist
 * of the member's friends; the rule's messages under the name and under the checklist, a result X's
 * warning above the form.
 */
export function GroupDialog({ dialog }: { dialog: GroupDialogController }) {
  useStylesheet('friends', friendsCss);
  const { form, submit } = dialog;
  const title = dialog.groupId === undefined ? l.newGroup : l.editGroup;
  const legendId = useId();
  const errorId = useId();
  const chosen = form.values.memberIds;
  const membersError = messageOf(form.errors, 'memberIds');
  return (
    <Dialog open={dialog.open} onClose={dialog.close} title={title} part="dialog group-dialog">
      {dialog.status === 'loading' && <Loader active variant="inline" label={l.groupLoading} />}
      {dialog.status === 'error' && <FormError message={dialog.loadError} />}
      {dialog.status === 'ready' && (
        <form onSubmit={submit} noValidate className="sa-friend-dialog-form" aria-label={title}>
          <FormError message={form.errors.form} />
          <FormTextField form={form} name="name" label={l.groupName} required maxLength={GROUP_NAME_MAX * 2} autoComplete="off" data-autofocus />
          <fieldset
            className={membersError ? 'sa-friend-group sa-group-members has-error' : 'sa-friend-group sa-group-members'}
            aria-describedby={membersError ? errorId : undefined}
            aria-labelledby={legendId}
          >
            <legend id={legendId} className="sa-friend-legend">
              {l.groupMembers}
            </legend>
            {dialog.friends.length === 0 && <p className="sa-friend-muted">{l.noFriendsForGroup}</p>}
            <ul className="sa-group-checklist">
              {dialog.friends.map((friend, index) => (
                <li key={friend.clientId}>
                  <label className="sa-friend-check">
                    <input
                      type="checkbox"
                      // The rule's message on memberIds focuses the first box.
                      name={index === 0 ? 'memberIds' : `memberIds-${friend.clientId}`}
                      value={friend.clientId}
                      checked={chosen.includes(friend.clientId)}
                      aria-invalid={membersError ? true : undefined}
                      onChange={(event) => dialog.setMember(friend.clientId, event.currentTarget.checked)}
                    />
                    <FriendImage src={friend.pflImage} size={28} />
                    <span><bdi>{friend.name}</bdi></span>
                  </label>
                </li>
              ))}
            </ul>
            {membersError && (
              <p id={errorId} className="sa-field-error" role="alert" part="field-error">
                {membersError}
              </p>
            )}
          </fieldset>
          <div className="sa-friend-actions">
            <Button type="submit" busy={form.submitting}>
              {l.save}
            </Button>
            <Button variant="secondary" onClick={dialog.close}>
              {l.cancel}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
