import { referralLabels as t } from '@studyatlas/core';
import { FormTextField } from '../../form-kit/index.js';
import { Button } from '../../ui/button/button.js';
import { FormError } from '../../ui/form-error/form-error.js';
import { Popover } from '../../ui/popover/popover.js';
import { SuccessText } from '../../ui/panel/panel.js';
import { useReferFriend, type ReferFriendController } from './use-refer-friend.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { referralCss } from './referral.css.js';

export interface ReferFriendOptions {
  /** Signed out: show the button (it opens the login dialog; default) or nothing. */
  signedOut?: 'button' | 'hidden';
  className?: string;
}

export type ReferFriendViewProps = ReferFriendController & ReferFriendOptions;

export function ReferFriendView({ signedIn, open, toggle, close, form, submit, sent, signedOut = 'button', className }: ReferFriendViewProps) {
  useStylesheet('referral', referralCss);
  if (!signedIn && signedOut === 'hidden') return null;
  return (
    <Popover
      open={open}
      onClose={close}
      title={t.title}
      className={className ? `sa-root sa-refer-friend ${className}` : 'sa-root sa-refer-friend'}
      trigger={(props) => (
        <Button {...props} variant="secondary" onClick={toggle}>
          {t.open}
        </Button>
      )}
    >
      <p className="sa-refer-friend-intro">{t.intro}</p>
      {sent && <SuccessText>{sent}</SuccessText>}
      <form onSubmit={submit} noValidate className="sa-refer-friend-form" aria-label={t.title}>
        <FormError message={form.errors.form} />
        <FormTextField form={form} name="name" label={t.name} autoComplete="off" required maxLength={100} data-autofocus />
        <FormTextField form={form} name="email" label={t.email} type="email" autoComplete="off" required />
        <div className="sa-refer-friend-actions">
          <Button type="submit" busy={form.submitting}>
            {t.send}
          </Button>
          <Button variant="link" onClick={close}>
            {t.cancel}
          </Button>
        </div>
      </form>
    </Popover>
  );
}

/**
 * The refer-a-friend button and its popover (member §3 "refer-a-friend popover (name and e-mail)"):
 * the friend gets an e-mail with a link to sign up.
 */
export function ReferFriend(options: ReferFriendOptions) {
  return <ReferFriendView {...useReferFriend()} {...options} />;
}
