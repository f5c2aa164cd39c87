import { useEffect, useRef, useState } from 'react';
import { useInitialData } from '../../data/use-initial-data.js';
import {
  ApiError,
  externalLoginMessages,
  externalSignupData,
  registerExternal,
  validateExternalSignup,
  type ExternalSignupValues,
} from '@studyatlas/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { focusFirstError, recheckShown, ruleErrors, withServerErrors, type FormSubmit } from '../../form-kit/index.js';
import { useNavigation } from '../../navigation/navigation.js';
import { AFTER_SIGN_IN } from './login-page.js';
import { SIGN_UP_REDIRECT_MS } from './use-sign-up.js';

export interface ExternalSignUpController {
  /** 'loading' while the provider's details load; 'failed' when the code no longer works. */
  status: 'loading' | 'ready' | 'failed';
  /** The provider's name (the intro and the failure message). */
  providerName: string;
  form: UseFormReturnType<ExternalSignupValues>;
  submit: FormSubmit;
  success: string | null;
}

/**
 * Sign-up with an external provider (member §2, §7 registerexternal): the form comes filled with what
 * the provider told (names, e-mail); the member gets no password. Signed in at once when the provider
 * vouches for the e-mail (then the dashboard), else the thank-you page as after a sign-up.
 */
export function useExternalSignUp(provider: string, code: string): ExternalSignUpController {
  const { navigate } = useNavigation();
  const [providerName, setProviderName] = useState(provider);
  const [success, setSuccess] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const form: UseFormReturnType<ExternalSignupValues> = useForm({
    initialValues: { firstName: '', surname: '', email: '' },
    validate: ruleErrors(validateExternalSignup),
    onValuesChange: () => recheckShown(form),
  });
  const submit = form.onSubmit(
    withServerErrors(form, async (values) => {
      try {
        const reply = await registerExternal({ ...values, email: values.email.trim(), provider, externalToken: code }, { quiet: true });
        setSuccess(reply.message);
        if (reply.session) navigate(AFTER_SIGN_IN);
        else timer.current = setTimeout(() => navigate(`/thankYou/${reply.clientId}`), SIGN_UP_REDIRECT_MS);
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) return { email: error.message };
        if (error instanceof ApiError && error.status === 400 && Object.keys(error.errors).length === 0) return { form: error.message };
        if (error instanceof ApiError && (error.status === 0 || error.status >= 500)) return { form: externalLoginMessages.registerTryLater };
        throw error;
      }
    }),
    focusFirstError,
  );

  // The form starts empty; the provider's details fill it once loaded (reset: they are its starting values).
  const reset = useRef((values: ExternalSignupValues) => {
    form.setInitialValues(values);
    form.reset();
  });
  const details = useInitialData(
    `auth/external-sign-up/${provider}/${code}`,
    () => externalSignupData(provider, code, { quiet: true }),
    (data) => {
      setProviderName(data.providerName);
      reset.current({ firstName: data.firstName, surname: data.surname, email: data.email });
    },
    // The code is the provider's, not the session's: signing in meanwhile does not ask again.
    { audience: 'public' },
  );
  const status = details.status === 'failed' ? 'failed' : details.status === 'done' && !details.refreshing ? 'ready' : 'loading';

  return { status, providerName, form, submit, success };
}
