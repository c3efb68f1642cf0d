// The console's top-level words, outside any section: OpsMessages holds them at its root, spread in the
// original order (../../ops-messages.ts).

/** English messages of the console's name and its sign-in page. */
export const signInPage = {
  title: 'Member Shop operations',
  signInTitle: 'Operators’ sign-in',
  signIn: 'Sign in',
  signOut: 'Sign out',
  email: 'E-mail',
  password: 'Password',
  missing: 'Enter your e-mail and password.',
  wrong: 'That e-mail and password do not match an operator.',
  slowDown: 'Too many tries. Wait a minute, then try again.',
  blocked: 'Sign-in from this address is paused for now. Try again later.',
  accountPaused:
    'Sign-in to this account is paused: many wrong codes were entered for it today. An owner can lift the pause.',
  busy: 'Many people are signing in from this network right now. Wait a few seconds, then try again.',
  code: 'Code from your authenticator app',
  codeNeeded: 'Two-step sign-in is on: enter the 6-digit code from your authenticator app.',
  codeWrong: 'That code is not right, or it was used already. Enter the current one.',
};

/** The operator named in the console's bar, with their role. */
export const signedInAs = (name: string, role: string) => `${name} (${role})`;

/** English messages of the console's page-not-found page. */
export const notFoundPage = {
  notFoundTitle: 'Page not found',
  notFound: 'This page of the console does not exist, or your role cannot open it.',
  backToToday: 'Back to today',
};
