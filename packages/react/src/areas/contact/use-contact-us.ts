import { useForm, type UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { useQuery } from '../../data/use-query.js';
import { useStore } from '@nanostores/react';
import { $session, ApiError, contactSubjects, contactUs, validateContactUs, type ContactSubjectRow, contactMessages } from '@studyatlas/core';
import { focusFirstError, recheckShown, ruleErrors, withServerErrors, type FormSubmit } from '../../form-kit/index.js';

export interface ContactUsFormValues {
  name: string;
  email: string;
  verifyEmail: string;
  number: string;
  subject: string;
  noteText: string;
}

export interface ContactUsController {
  form: UseFormReturnType<ContactUsFormValues>;
  submit: FormSubmit;
  /** The signed-in member's e-mail (the form then skips name, e-mail and phone); null when anonymous. */
  memberEmail: string | null;
  /** The subjects to choose from; null while they load. */
  subjects: ContactSubjectRow[] | null;
  /** The confirmation of the last message sent. */
  sent: string | null;
}

const EMPTY: ContactUsFormValues = { name: '', email: '', verifyEmail: '', number: '', subject: '', noteText: '' };

const isUnanswered = (error: unknown) => error instanceof ApiError && (error.status === 0 || error.status >= 500);

/**
 * Contact us (discovery §3, §5, §6, §8): anonymous visitors give name, e-mail twice and phone;
 * members only a subject and a message. A refusal shows the server's message, an unanswered call
 * 'Failed to register user'; once sent, the confirmation shows and the form starts again empty.
 */
export function useContactUs(): ContactUsController {
  const session = useStore($session);
  const [sent, setSent] = useState<string | null>(null);
  const listed = useQuery('contact/subjects', () => contactSubjects(), { audience: 'public' });
  // Subjects that could not be loaded leave an empty list (the client's popup said why).
  const subjects: ContactSubjectRow[] | null = listed.status === 'failed' ? [] : listed.data;

  const form: UseFormReturnType<ContactUsFormValues> = useForm({
    initialValues: EMPTY,
    validate: ruleErrors((values) => validateContactUs(values, { signedIn: $session.get() !== null })),
    onValuesChange: () => recheckShown(form),
  });
  const submit = form.onSubmit(
    withServerErrors(form, async (values) => {
      setSent(null);
      const anonymous = $session.get() === null;
      try {
        const message = await contactUs(
          {
            name: anonymous ? values.name.trim() : '',
            email: anonymous ? values.email.trim() : '',
            ...(anonymous ? { verifyEmail: values.verifyEmail.trim() } : {}),
            number: values.number.trim(),
            subject: values.subject,
            noteText: values.noteText.trim(),
          },
          { quiet: true },
        );
        setSent(message);
        form.reset();
      } catch (error) {
        // The client already warned 'Api is not running.'; the form says what did not happen.
        if (isUnanswered(error)) return { form: contactMessages.contactFailed };
        throw error;
      }
    }),
    focusFirstError,
  );

  return { form, submit, memberEmail: session?.member.email ?? null, subjects, sent };
}
