import { useEffect, useRef, useState } from 'react';
import { ApiError, signUp, validateSignup, type SignupValues, authMessages } from '@studyatlas/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { focusFirstError, recheckShown, ruleErrors, withServerErrors, type FormSubmit } from '../../form-kit/index.js';
import { useNavigation } from '../../navigation/navigation.js';

/** Member §9: the thank-you page opens 2 seconds after a successful sign-up. */
export const SIGN_UP_REDIRECT_MS = 2000;

export interface SignUpController {
  form: UseFormReturnType<SignUpFormValues>;
  submit: FormSubmit;
  /** The server's success text ('User has been registered successfully, …'). */
  success: string | null;
}

export type SignUpFormValues = SignupValues;

export interface UseSignUpOptions {
  /** Called with the new member's id instead of navigating to /thankYou/:clientId. */
  onRegistered?: (clientId: number) => void;
}

/** Sign-up (member §4, §5, §8): validation inline, 'Email already exists.' on the e-mail field. */
export function useSignUp({ onRegistered }: UseSignUpOptions = {}): SignUpController {
  const { navigate } = useNavigation();
  const [success, setSuccess] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const form: UseFormReturnType<SignUpFormValues> = useForm({
    initialValues: { firstName: '', surname: '', email: '', password: '', confirmPassword: '' },
    validate: ruleErrors(validateSignup),
    onValuesChange: () => recheckShown(form),
  });
  const submit = form.onSubmit(
    withServerErrors(form, async (values) => {
      try {
        const reply = await signUp({ ...values, email: values.email.trim() }, { quiet: true });
        setSuccess(reply.message);
        timer.current = setTimeout(() => {
          if (onRegistered) onRegistered(reply.clientId);
          else navigate(`/thankYou/${reply.clientId}`);
        }, SIGN_UP_REDIRECT_MS);
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) return { email: error.message };
        // The client already warned 'Api is not running.'; the form says what did not happen.
        if (error instanceof ApiError && (error.status === 0 || error.status >= 500)) return { form: authMessages.registerFailed };
        throw error;
      }
    }),
    focusFirstError,
  );
  return { form, submit, success };
}
