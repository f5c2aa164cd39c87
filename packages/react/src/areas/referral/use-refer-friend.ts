import { useForm, type UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { $session, ApiError, messages, openLoginDialog, referFriend, validateReferFriend } from '@studyatlas/core';
import { focusFirstError, recheckShown, ruleErrors, withServerErrors, type FormSubmit } from '../../form-kit/index.js';

export interface ReferFriendFormValues {
  name: string;
  email: string;
}

export interface ReferFriendController {
  signedIn: boolean;
  open: boolean;
  /** The button: opens the popover, or the login dialog when signed out. */
  toggle: () => void;
  close: () => void;
  form: UseFormReturnType<ReferFriendFormValues>;
  submit: FormSubmit;
  /** The confirmation of the last invitation sent. */
  sent: string | null;
}

/**
 * Refer a friend (member §5, §7): a name and an e-mail address, sent with ReferFriend. Signed out,
 * the button opens the login dialog instead (discovery §6).
 */
export function useReferFriend(): ReferFriendController {
  const signedIn = useStore($session) !== null;
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  const form: UseFormReturnType<ReferFriendFormValues> = useForm({
    initialValues: { name: '', email: '' },
    validate: ruleErrors(validateReferFriend),
    onValuesChange: () => recheckShown(form),
  });
  const submit = form.onSubmit(
    withServerErrors(form, async (values) => {
      setSent(null);
      try {
        setSent(await referFriend(values, { quiet: true }));
        form.reset();
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) setOpen(false);
        throw error;
      }
    }),
    focusFirstError,
  );

  const close = () => {
    setOpen(false);
    setSent(null);
    form.reset();
  };
  const toggle = () => {
    if (open) return close();
    if (!$session.get()) return openLoginDialog(messages.signInRequired);
    setOpen(true);
  };
  return { signedIn, open: open && signedIn, toggle, close, form, submit, sent };
}
