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
  expectedType: 'Expected {type}',
  malformedBody: 'The request body is not valid JSON.',
  unsupportedMediaType: 'Unsupported content type. Send JSON or form data.',
  bodyTooLarge: 'The request body is too large.',
  badRequest: 'The request could not be understood.',
  serverError: 'Something went wrong on our side. Please try again later.',
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
  unsupportedGrantType: 'Only the password grant is supported.',
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

  // Member-area screens: sign-in, sign-up, verification, password reset, session status
  loginIdLabel: 'Login ID',
  passwordLabel: 'Password',
  signInAction: 'Sign in',
  signInTitle: 'Sign in',
  signUpAction: 'Sign up',
  signOutAction: 'Sign out',
  forgotPassword: 'Forgot password?',
  noAccountYet: 'New to StudyAtlas?',
  alreadyMember: 'Already have an account?',
  resendVerificationAction: 'Re-send verification e-mail',
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

  // Reference portal (examples/portal)
  skipToContent: 'Skip to main content',
  homeTitle: 'Home',
  homeWelcomeTitle: 'Find your place to study abroad',
  homeWelcomeText: 'StudyAtlas brings together institutions, courses, scholarships, agents and events from around the world. Create a free account to save favourites, compare courses and apply online.',
  homeCreateAccount: 'Create a free account',
  homeWelcomeBack: 'Welcome back, {firstName}',
  homeMemberIntro: 'Your account is ready. Here is where you stand today.',
  homeAccountHeading: 'Your account',
  homeUnreadLabel: 'Unread messages',
  homeChangePassword: 'Change your password',
  homeNextHeading: 'What you can do with StudyAtlas',
  homeNextSearch: 'Search institutions, courses and scholarships by country, study area and level.',
  homeNextCompare: 'Save favourites and compare up to ten courses side by side.',
  homeNextApply: 'Apply online for up to five courses in one application.',
  homeNextConnect: 'Message institutions and other students, and invite your friends.',
  errorPageTitle: 'Page not found',
  errorPageText: 'The page you asked for does not exist or is no longer available.',
  goHome: 'Go to the home page',

  // Date input and paging
  invalidDate: 'Invalid Date',
  pageOutOfRange: 'Page must be a whole number from 1 to {last}.',

  // UI primitives (labels; every one can be overridden through the component's props)
  ok: 'OK',
  close: 'Close',
  loading: 'Loading…',
  readMore: 'Read more',
  readLess: 'Read less',
  expandAll: 'Expand all',
  collapseAll: 'Collapse all',
  pagination: 'Pagination',
  pageSize: 'Rows per page',
  goToPage: 'Go to page',
  go: 'Go',
  firstPage: 'First page',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  lastPage: 'Last page',
  pageNumber: 'Page {page}',
  datePlaceholder: 'dd-Mmm-yyyy',
  dateHint: 'For example 05-Mar-2026 or 05/03/2026.',
} as const;

export type MessageKey = keyof typeof messages;

/** Fills `{name}` placeholders of a catalogue template. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
