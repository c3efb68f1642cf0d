/** English messages of the console's account section. */
export const account = {
  heading: 'My account',
  twoStep: 'Two-step sign-in',
  off: 'Two-step sign-in is off: your password alone opens the console.',
  start: 'Set up two-step sign-in',
  scan: 'Scan this code with an authenticator app (Google Authenticator, Microsoft Authenticator, 2FAS…), or type the key, then enter the 6-digit code it shows.',
  key: 'Key',
  qr: 'QR code for your authenticator app',
  confirm: 'Turn on',
  on: 'Two-step sign-in is on: signing in asks for the code from your authenticator app.',
  turnOff: 'Turn off',
  turnedOn: 'Two-step sign-in is on.',
  turnedOff: 'Two-step sign-in is off.',
};
