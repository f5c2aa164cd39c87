import { useForm, type UseFormReturnType } from '@mantine/form';
import { useRef, useState } from 'react';
import { ApiError, loadGroupDialog, saveGroup, validateGroup, type MemberCard } from '@studyatlas/core';
import { focusFirstError, recheckShown, ruleErrors, withServerErrors, type FormSubmit } from '../../form-kit/index.js';

export interface GroupFormValues {
  name: string;
  memberIds: number[];
}

export interface GroupDialogController {
  open: boolean;
  /** The group being edited; undefined for a new one. */
  groupId: number | undefined;
  status: 'loading' | 'ready' | 'error';
  /** The server's message when the dialog could not be loaded. */
  loadError: string | null;
  /** The friends who may be members (AddEditGroupLoad). */
  friends: readonly MemberCard[];
  form: UseFormReturnType<GroupFormValues>;
  submit: FormSubmit;
  /** Ticks or unticks a friend. */
  setMember: (clientId: number, member: boolean) => void;
  openNew: () => void;
  openEdit: (groupId: number) => void;
  close: () => void;
}

export interface UseGroupDialogOptions {
  /** After a save the server accepted (result S), with its message. */
  onSaved: (message: string) => void;
}

const EMPTY: GroupFormValues = { name: '', memberIds: [] };

/** The rule's and the server's names for the fields. */
const SERVER_NAMES = { MemberUserFks: 'memberIds', groupName: 'name' };

/**
 * The group dialog (member §3 group, §5, §7 AddEditGroupLoad / AddEditGroupMember): a name and a
 * checklist of the member's friends, checked in the browser with the core rule (the specification's
 * messages) and again by the server, whose 400 messages land on their fields; a result X keeps the
 * dialog open with the server's warning above the form.
 */
export function useGroupDialog({ onSaved }: UseGroupDialogOptions): GroupDialogController {
  const [open, setOpen] = useState(false);
  const [groupId, setGroupId] = useState<number | undefined>(undefined);
  const [status, setStatus] = useState<GroupDialogController['status']>('loading');
  const [loadError, setLoadError] = useState<string | null>(null);
  const [friends, setFriends] = useState<readonly MemberCard[]>([]);
  const generation = useRef(0);

  const form: UseFormReturnType<GroupFormValues> = useForm({
    initialValues: EMPTY,
    validate: ruleErrors((values) => validateGroup(values), SERVER_NAMES),
    onValuesChange: () => recheckShown(form),
  });
  const submit = form.onSubmit(
    withServerErrors(form, async (values) => {
      const reply = await saveGroup(values.name.trim(), values.memberIds, groupId, { quiet: true });
      if (reply.result === 'X') return { form: reply.message };
      setOpen(false);
      onSaved(reply.message);
      return undefined;
    }, SERVER_NAMES),
    focusFirstError,
  );

  const load = async (id: number | undefined) => {
    const current = ++generation.current;
    setGroupId(id);
    setStatus('loading');
    setLoadError(null);
    setFriends([]);
    form.setInitialValues(EMPTY);
    form.reset();
    setOpen(true);
    try {
      const reply = await loadGroupDialog(id, { quiet: true });
      if (current !== generation.current) return;
      setFriends(reply.friends);
      form.setInitialValues(reply.group ? { name: reply.group.name, memberIds: [...reply.group.memberIds] } : EMPTY);
      form.reset();
      setStatus('ready');
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      if (current !== generation.current) return;
      setLoadError(failure.message);
      setStatus('error');
    }
  };

  return {
    open,
    groupId,
    status,
    loadError,
    friends,
    form,
    submit,
    setMember: (clientId, member) => {
      const ids = form.getValues().memberIds.filter((id) => id !== clientId);
      form.setFieldValue('memberIds', member ? [...ids, clientId] : ids);
    },
    openNew: () => void load(undefined),
    openEdit: (id) => void load(id),
    close: () => {
      generation.current++;
      setOpen(false);
    },
  };
}
