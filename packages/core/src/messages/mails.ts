import { defineCatalogue } from '../i18n/catalogue.js';
import { format } from './common.js';

/** E-mails the server sends (auth, contact us, refer a friend); never shipped to browsers. */
export const mailMessages = /* @__PURE__ */ defineCatalogue('mails', 'mailMessages', {
  // E-mails (auth area); {placeholders} are filled by format()
  mailGreeting: 'Hello {firstName},',
  mailSignature: 'The StudyAtlas team',
  mailVerifySubject: 'Please verify your StudyAtlas account',
  mailVerifyIntro: 'Thank you for signing up. Please confirm your e-mail address by opening this link:',
  mailVerifyExpiry: 'The link works for {hours} hours. If you did not sign up, you can ignore this e-mail.',
  mailVerifyButton: 'Verify my account',
  mailResetSubject: 'Your StudyAtlas temporary password',
  mailResetIntro: 'We received a request to reset your password. Your temporary password is:',
  mailResetLink: 'Open this link and enter the temporary password with your new password:',
  mailResetExpiry: 'The temporary password works for {minutes} minutes. If you did not ask for it, you can ignore this e-mail; your password stays unchanged.',
  mailResetButton: 'Choose a new password',
} as const);
