import { ApiError, requestPasswordReset, validateResetEmail } from '@studyatlas/core';
import { useSaForm, type SaForm } from '../../form-kit/index.js';
import { useNavigation } from '../../navigation/navigation.js';

export interface ResetPasswordValues {
  email: string;
}

/**
 * Reset step 1 (member §4, §5, §8): the call is not quiet — 'Incorrect Login id entered.' and
 * 'The user name not found.' show as a 'Failed' popup and as inline text on the e-mail field.
 */
export function useResetPassword(defaultEmail = ''): SaForm<ResetPasswordValues> {
  const { navigate } = useNavigation();
  return useSaForm<ResetPasswordValues>({
    defaultValues: { email: defaultEmail },
    validate: validateResetEmail,
    onSubmit: async ({ email }) => {
      try {
        await requestPasswordReset(email.trim());
      } catch (error) {
        if (error instanceof ApiError) return { email: error.errors.email ?? error.message };
        throw error;
      }
      navigate('/reSetPwdStep2');
    },
  });
}
