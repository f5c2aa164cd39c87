import { useState } from 'react';
import { ApiError, resendOnLogin, signIn, validateLogin, loginMessages } from '@studyatlas/core';
import { useAction, useSaForm, type ActionController, type SaForm } from '../../form-kit/index.js';
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
  form: SaForm<LoginFormValues>;
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
  const form = useSaForm<LoginFormValues>({
    defaultValues: { username: defaultUsername ?? '', password: '' },
    validate: (values) => validateLogin(values, variant),
    onSubmit: async ({ username, password }) => {
      setUnverifiedEmail(null);
      try {
        await signIn(username.trim(), password, { quiet: true });
      } catch (error) {
        if (error instanceof ApiError && error.code === 'NotVerified') setUnverifiedEmail(username.trim());
        throw error;
      }
      onSuccess?.();
    },
  });
  // The remembered Login ID arrives from the server; what the visitor typed meanwhile stays.
  useRememberedLoginName((loginName) => {
    if (!form.isDirty() && form.getValues().username === '') form.reset({ username: loginName, password: '' });
  }, defaultUsername !== undefined);
  const resend = useAction(async () => {
    await resendOnLogin(unverifiedEmail ?? form.getValues().username.trim(), { quiet: true });
    return loginMessages.verificationResent;
  });
  return { form, unverifiedEmail, resend };
}
