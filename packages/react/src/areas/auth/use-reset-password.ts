import { ApiError, requestPasswordReset, validateResetEmail } from '@studyatlas/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { focusFirstError, recheckShown, ruleErrors, withServerErrors, type FormSubmit } from '../../form-kit/index.js';
import { useNavigation } from '../../navigation/navigation.js';

export interface ResetPasswordValues {
  email: string;
}

/**
 * Reset step 1 (member §4, §5, §8): the call is not quiet — 'Incorrect Login id entered.' and
 * 'The user name not found.' show as a 'Failed' popup and as inline text on the e-mail field.
 */
export interface ResetPasswordController {
  form: UseFormReturnType<ResetPasswordValues>;
  submit: FormSubmit;
}

export function useResetPassword(defaultEmail = ''): ResetPasswordController {
  const { navigate } = useNavigation();
  const form: UseFormReturnType<ResetPasswordValues> = useForm({
    initialValues: { email: defaultEmail },
    validate: ruleErrors(validateResetEmail),
    onValuesChange: () => recheckShown(form),
  });
  const submit = form.onSubmit(
    withServerErrors(form, async ({ email }) => {
      try {
        await requestPasswordReset(email.trim());
      } catch (error) {
        if (error instanceof ApiError) return { email: error.errors.email ?? error.message };
        throw error;
      }
      navigate('/reSetPwdStep2');
    }),
    focusFirstError,
  );
  return { form, submit };
}
