import type { LooseKeys, UseFormReturnType } from '@mantine/form';
import { authMessages, messages } from '@studyatlas/core';
import { FormTextField } from '../../form-kit/index.js';
import { Link } from '../../navigation/link.js';

type Identity = { firstName: string; surname: string; email: string };

/** A sign-up's names (one row) and e-mail: with a password or with a provider. */
export function SignUpIdentityFields<V extends Identity>({ form }: { form: UseFormReturnType<V> }) {
  return (
    <>
      <div className="sa-auth-row">
        <FormTextField form={form} name={'firstName' as LooseKeys<V>} label={authMessages.firstNameLabel} autoComplete="given-name" required />
        <FormTextField form={form} name={'surname' as LooseKeys<V>} label={authMessages.surnameLabel} autoComplete="family-name" required />
      </div>
      <FormTextField form={form} name={'email' as LooseKeys<V>} label={authMessages.emailLabel} type="email" autoComplete="email" required />
    </>
  );
}

/** "Already a member? Sign in" under a sign-up form. */
export function AlreadyMember() {
  return (
    <p className="sa-auth-switch">
      {authMessages.alreadyMember} <Link to="/login">{messages.signInAction}</Link>
    </p>
  );
}
