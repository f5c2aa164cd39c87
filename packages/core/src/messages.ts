/**
 * Every user-facing string of StudyAtlas, in one catalogue. Strings quoted by the specification keep
 * its exact wording (typos included: they are the contract). Keys name the situation, not the screen.
 * A template's `{name}` placeholders are filled by `format()`.
 */
export const messages = {
  productName: 'StudyAtlas',

  // Popup titles (discovery §8, member §8)
  titleWarning: 'Warning',
  titleInformation: 'Information',
  titleInfo: 'Info',
  titleSuccess: 'Success',
  titleFailed: 'Failed',
  titleError: 'Error',

  // Error catalogue
  apiNotRunning: 'Api is not running.',
  noRecords: 'No records found',
  tooManyRequests: 'Too many attempts. Please wait a minute and try again.',
  signInRequired: 'Please sign in to continue.',
  notFound: 'The requested resource was not found.',
  invalidInput: 'Invalid input',
  required: 'Required',

  // Sign-up (member §5, §8)
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailAddressRequired: 'Email address is required',
  invalidEmail: 'Invalid email',
  passwordRequired: 'Password is required',
  passwordMinLength: 'minimum 6 character required',
  passwordMismatch: 'Password mismatch',
  emailAlreadyExists: 'Email already exists.',
  registerFailed: 'Failed to register user',
  registerSucceeded: 'User has been registered successfully, you will be redicted in 2 seconds.',

  // Login (member §5, §8)
  loginBothRequired: 'Please enter your Login ID and Password',
  loginIdRequired: 'Login ID required',
  loginPasswordRequired: 'Password required',
  modalUserNameRequired: 'User name is required',
  modalPasswordRequired: 'Password is required',
  loginFailed: 'The user name or password is incorrect.',
  notVerified: 'Your account is not verified yet. Please open the verification e-mail we sent you, or re-send it.',
  sessionExpired: 'Your session has ended. Please sign in again.',
  signedOut: 'You have been signed out.',

  // Verification
  verificationResent: 'Verification email has been re-sent. Please check your mailbox.',
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

  // Date input and paging
  invalidDate: 'Invalid Date',
  pageOutOfRange: 'Page must be a whole number from 1 to {last}.',
} as const;

export type MessageKey = keyof typeof messages;

/** Fills `{name}` placeholders of a catalogue template. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
