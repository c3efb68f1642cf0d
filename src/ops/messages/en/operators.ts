/** English messages of the console's operators section. */
export const operators = {
  heading: 'Operators',
  add: 'Add an operator',
  name: 'Name',
  email: 'E-mail',
  role: 'Role',
  twoStep: 'Two-step',
  status: 'Status',
  active: 'Active',
  disabled: 'Disabled',
  on: 'On',
  off: 'Off',
  create: 'Add',
  saveRole: 'Change the role',
  disable: 'Disable',
  enable: 'Enable',
  resetPassword: 'New password',
  twoStepOff: 'Turn two-step off',
  you: '(you)',
  created: (email: string, password: string) =>
    `${email} can sign in with the password ${password}. It is shown this once: give it to them in person.`,
  passwordReset: (email: string, password: string) =>
    `${email}'s new password is ${password}. It is shown this once; their sessions have ended.`,
  saved: 'Saved.',
  badEmail: 'Enter the operator’s e-mail address.',
  badName: 'Enter a name of 1 to 80 characters.',
  taken: 'An operator with that e-mail already exists.',
  notYourself: 'You cannot change your own role or disable yourself: another owner can.',
  paused: 'Sign-in paused',
  wrongToday: (codes: number, passwords: number) =>
    `In the last 24 hours: ${codes} wrong two-step ${codes === 1 ? 'code' : 'codes'}, ${passwords} wrong ${passwords === 1 ? 'password' : 'passwords'}`,
  liftPause: 'Lift the pause',
};
