/** English messages of the console's points section: the programme's earning rule (decision 053). */
export const points = {
  heading: 'Points for purchases',
  intro:
    'What a member earns on an order, at the rule of the day it earns. 100 points are worth $1 at checkout. Refunds take back the share of points their money had earned; the help centre and the company page quote the rule as it is saved here.',
  perDollar: 'Points for each full dollar paid (0 to 100)',
  perDollarHint: (example: number) => `At this rule a $25.00 order earns ${example} points.`,
  depositEarns: 'A down-payment order earns',
  depositEarnsWhen: {
    completion: 'Only when it is completed, on all that was paid',
    deposit: 'On the down payment when it is paid, the rest when it is completed',
  },
  save: 'Save the rule',
  saved: 'Saved. Orders earn by the new rule from now on; points already earned stay as they are.',
  invalid: 'Nothing was changed. Points for each dollar are a whole number from 0 to 100.',
  changed: 'Nothing was changed. Another owner saved the rule after this page was opened: here it is as it stands now.',
};
