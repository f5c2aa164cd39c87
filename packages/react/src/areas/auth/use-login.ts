import { useForm, type UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { ApiError, resendOnLogin, signIn, validateLogin, loginMessages } from '@studyatlas/core';
import { focusFirstError, recheckShown, ruleErrors, useAction, withServerErrors, type ActionController, type FormSubmit } from '../../form-kit/index.js';
import { useRememberedLoginName } from './login-cookie.js';

export type LoginVariant = 'page' | 'modal';

export interface LoginFormValues {
  username: string;
  password: string;
}

export interface UseLoginOptions {
  /** Selects the specification's messages: the page's or the modal's wording. */
  variant?: LoginVariant;
  /** Login ID to start with; otherwise the remembered one (the server's `sa_login` cookie, same-origin pages only). */
  defaultUsername?: string;
  onSuccess?: () => void;
}

export interface LoginController {
  form: UseFormReturnType<LoginFormValues>;
  /** The `<form>`'s onSubmit. */
  submit: FormSubmit;
  /** Set when the server answered NotVerified: the Login ID the verification mail can be re-sent to. */
  unverifiedEmail: string | null;
  resend: ActionController;
}

/**
 * Sign-in (member §2, §4, §5). Calls are quiet: every failure the server explains is shown inline
 * in the form; the client still raises its Warning popup when the API does not answer.
 */
export function useLogin({ variant = 'page', defaultUsername, onSuccess }: UseLoginOptions = {}): LoginController {
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const form: UseFormReturnType<LoginFormValues> = useForm({
    initialValues: { username: defaultUsername ?? '', password: '' },
    validate: ruleErrors((values: LoginFormValues) => validateLogin(values, variant)),
    onValuesChange: () => recheckShown(form),
  });
  const submit = form.onSubmit(
    withServerErrors(form, async ({ username, password }) => {
      setUnverifiedEmail(null);
      try {
        await signIn(username.trim(), password, { quiet: true });
      } catch (error) {
        if (error instanceof ApiError && error.code === 'NotVerified') setUnverifiedEmail(username.trim());
        throw error;
      }
      onSuccess?.();
    }),
    focusFirstError,
  );
  // The remembered Login ID arrives from the server; what the visitor typed meanwhile stays.
  useRememberedLoginName((loginName) => {
    if (!form.isDirty() && form.getValues().username === '') {
      form.setInitialValues({ username: loginName, password: '' });
      form.reset();
    }
  }, defaultUsername !== undefined);
  const resend = useAction(async () => {
    await resendOnLogin(unverifiedEmail ?? form.getValues().username.trim(), { quiet: true });
    return loginMessages.verificationResent;
  });
  return { form, submit, unverifiedEmail, resend };
}
