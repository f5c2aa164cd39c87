import { useId, useState } from 'react';
import { format, messagingLabels as l, parseRecipientList, type RecipientDirectory, type RecipientField, wordsByKey } from '@studyatlas/core';
import { Button } from '../../ui/button/button.js';
import { Dialog } from '../../ui/dialog/dialog.js';
import { Loader } from '../../ui/loader/loader.js';
import { Tabs } from '../../ui/tabs/tabs.js';
import { withToken, withoutToken } from './recipients.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { messagingCss } from './messaging.css.js';
import { noRecordsCss } from '../../styles/no-records.css.js';

export type RecipientLists = Record<RecipientField, string>;

export interface RecipientPickerProps {
  open: boolean;
  /** The field whose Choose opened the picker: chosen entries go there first. */
  field: RecipientField;
  lists: RecipientLists;
  directory: RecipientDirectory | null;
  onChange: (field: RecipientField, value: string) => void;
  onClose: () => void;
}

const FIELDS: readonly RecipientField[] = ['TO', 'CC', 'BCC'];
const FIELD_LABELS: Readonly<Record<RecipientField, string>> = wordsByKey(l, { TO: 'to', CC: 'cc', BCC: 'bcc' });

/**
 * The recipient screen (member §2, §7 MyGroupMember): the member's friends (Contacts) and groups
 * (Groups) as checkboxes, each ticked into To, Cc or Bcc (chosen above the tabs).
 */
export function RecipientPicker(props: RecipientPickerProps) {
  useStylesheet('no-records', noRecordsCss);
  useStylesheet('messaging', messagingCss);
  return (
    <Dialog open={props.open} onClose={props.onClose} title={l.chooseRecipients} className="sa-msg-picker" part="dialog recipient-picker">
      <PickerBody {...props} />
    </Dialog>
  );
}

function PickerBody({ field: first, lists, directory, onChange, onClose }: RecipientPickerProps) {
  const [field, setField] = useState<RecipientField>(first);
  const [tab, setTab] = useState<'contacts' | 'groups'>('contacts');
  const name = useId();
  const chosen = new Set(parseRecipientList(lists[field]).map((entry) => entry.token));
  const toggle = (token: string) => onChange(field, chosen.has(token) ? withoutToken(lists[field], token) : withToken(lists[field], token));
  const item = (token: string, label: string, hint?: string) => (
    <li key={token} className="sa-msg-pick">
      <label className="sa-checkbox">
        <input type="checkbox" checked={chosen.has(token)} onChange={() => toggle(token)} />
        <span>
          {label}
          {hint && <span className="sa-msg-pick-hint"> ({hint})</span>}
        </span>
      </label>
    </li>
  );
  return (
    <div className="sa-msg-picker-body">
      <fieldset className="sa-msg-picker-fields">
        <legend>{l.addTo}</legend>
        {FIELDS.map((one) => (
          <label key={one} className="sa-checkbox sa-msg-picker-field">
            <input type="radio" name={name} checked={field === one} onChange={() => setField(one)} /> {FIELD_LABELS[one]}
          </label>
        ))}
      </fieldset>
      <Tabs
        label={l.chooseRecipients}
        activation="automatic"
        tabs={[
          { id: 'contacts', label: l.contactsTab },
          { id: 'groups', label: l.groupsTab },
        ]}
        selected={tab}
        onSelect={setTab}
      >
        {directory === null && <Loader active variant="inline" />}
        {directory !== null && tab === 'contacts' && (
          directory.contacts.length === 0 ? (
            <p className="sa-empty">{l.noContacts}</p>
          ) : (
            <ul className="sa-msg-pick-list" aria-label={l.contactsTab}>
              {directory.contacts.map((contact) => item(contact.id, contact.name))}
            </ul>
          )
        )}
        {directory !== null && tab === 'groups' && (
          directory.groups.length === 0 ? (
            <p className="sa-empty">{l.noGroups}</p>
          ) : (
            <ul className="sa-msg-pick-list" aria-label={l.groupsTab}>
              {directory.groups.map((group) => item(group.id, group.name, group.memberCount === 1 ? l.groupOneMember : format(l.groupMembers, { count: group.memberCount })))}
            </ul>
          )
        )}
      </Tabs>
      <div className="sa-msg-actions">
        <Button onClick={onClose}>{l.done}</Button>
      </div>
    </div>
  );
}
