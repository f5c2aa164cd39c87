/**
 * The sign-in screen's words (member §5, §8): the login page, the login dialog and their rule. Apart
 * from `authMessages`, so an app or widget that only signs in does not carry the sign-up, verification
 * and password reset words.
 */
import { defineCatalogue } from '../i18n/catalogue.js';
export const loginMessages = /* @__PURE__ */ defineCatalogue('auth', 'loginMessages', {
  loginBothRequired: 'Please enter your Login ID and Password',
  loginIdRequired: 'Login ID required',
  loginPasswordRequired: 'Password required',
  modalUserNameRequired: 'User name is required',
  modalPasswordRequired: 'Password is required',
  forgotPassword: 'Forgot password?',
  loginIdLabel: 'Login ID',
  noAccountYet: 'New to StudyAtlas?',
  passwordLabel: 'Password',
  resendVerificationAction: 'Re-send verification e-mail',
  signUpAction: 'Sign up',
  verificationResent: 'Verification email has been re-sent. Please check your mailbox.',
} as const);

/** Sign-up, sign-in refusals, verification and password reset: the member-area screens' words (member §5, §8). */
export const authMessages = /* @__PURE__ */ defineCatalogue('auth', 'authMessages', {
  // Sign-up (member §5, §8)
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailAddressRequired: 'Email address is required',
  invalidEmail: 'Invalid email',
  passwordRequired: 'Password is required',
  passwordMinLength: 'minimum 6 character required',
  passwordMismatch: 'Password mismatch',
  // Server only (OWASP ASVS 6.2): the password is in the list of the 10,000 most common ones
  passwordTooCommon: 'This password is too common and easy to guess. Please choose another one.',
  emailAlreadyExists: 'Email already exists.',
  registerFailed: 'Failed to register user',
  registerSucceeded: 'User has been registered successfully, you will be redicted in 2 seconds.',

  // Login (member §5, §8)
  loginFailed: 'The user name or password is incorrect.',
  notVerified: 'Your account is not verified yet. Please open the verification e-mail we sent you, or re-send it.',
  unsupportedGrantType: 'Only the password grant is supported.',

  // Sign-out (the server's answer)
  signedOut: 'You have been signed out.',

  // Verification
  accountVerified: 'Your account has been verified. You can now sign in.',
  verificationInvalid: 'This verification link is invalid or has expired. Please request a new one.',
  alreadyVerified: 'This account is already verified. Please sign in.',

  // Password reset (member §5, §8)
  incorrectLoginId: 'Incorrect Login id entered.',
  userNameNotFound: 'The user name not found.',
  resetMailSent: 'A temporary password has been sent to {email}. Please check your mailbox.',
  currentPasswordRequired: 'Current or temporary password is required',
  newPasswordRequired: 'New password is required',
  confirmPasswordRequired: 'Confirm password is required',
  passwordChanged: 'Your password has been changed. Please sign in with your new password.',
  oldPasswordIncorrect: 'The current or temporary password is incorrect.',

  // Member-area screens: sign-in, sign-up, verification, password reset, session status
  alreadyMember: 'Already have an account?',
  signedInAs: 'Signed in as {name}',
  unreadMessages: '{count} unread',
  unreadMessagesLabel: '{count} unread messages',
  firstNameLabel: 'First name',
  surnameLabel: 'Last name',
  emailLabel: 'Email',
  confirmPasswordLabel: 'Confirm password',
  signUpTitle: 'Create your account',
  signUpIntro: 'Sign up to save favourites, compare courses and apply online.',
  thankYouTitle: 'Thank you for signing up',
  thankYouText: 'We have sent you an e-mail with a verification link. Please check your mailbox and open the link to activate your account.',
  thankYouNoMail: 'No e-mail? Check your spam folder, or send it again.',
  verifyTitle: 'Account verification',
  verifyingAccount: 'Verifying your account…',
  resetTitle: 'Reset your password',
  resetIntro: 'Enter the e-mail address you signed up with. We will send you a temporary password.',
  resetAction: 'Send temporary password',
  resetSentTitle: 'Check your mailbox',
  resetSentText: 'We have sent you an e-mail with a temporary password and a link to choose a new password.',
  backToSignIn: 'Back to sign in',
  changePasswordTitle: 'Choose a new password',
  oldPasswordLabel: 'Temporary or current password',
  newPasswordLabel: 'New password',
  confirmNewPasswordLabel: 'Confirm new password',
  changePasswordAction: 'Change password',
} as const);
