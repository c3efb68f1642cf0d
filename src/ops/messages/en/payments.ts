/** English messages of the console's payments section. */
export const payments = {
  heading: 'Payments needing a person',
  intro:
    'KHQR payments the shop could not settle by itself. Bakong is asked again on its own; what is listed here waits for someone to look at it.',
  order: 'Order',
  shopper: 'Shopper',
  reference: 'Transaction',
  found: 'Found',
  state: 'Order now',
  resolve: 'Mark dealt with',
  resolved: 'Marked dealt with: it has left the list (the audit log keeps who did it).',
  more: (shown: number) => `The first ${shown} are listed.`,
  checking: {
    heading: (count: number) => `Codes being checked (${count})`,
    intro:
      'The time to pay ran out and Bakong could not say whether the code was paid. The order keeps its stock, and Bakong is asked again, less often as time goes on, until 24 hours after the deadline.',
    none: 'No code is being checked: Bakong has answered for every KHQR order past its deadline.',
    amount: 'Amount due',
    deadline: 'Deadline',
    failures: 'Asks unanswered in a row',
    nextAsk: 'Next ask',
    lastAnswer: 'Bakong last answered',
    notAsked: 'Not asked any more',
    never: 'Not yet',
    decide: 'Needs a decision',
    decideNote:
      'Needs a decision: 24 hours have passed since the deadline and Bakong is no longer asked. Look for the payment in the shop’s bank account: if nothing came in, an owner can cancel the order on its page.',
    lastFailure: (reason: string, when: string) =>
      `Bakong’s last failure: ${reason} (${when}), for every code asked then.`,
    ask: 'Ask Bakong now',
    asked:
      'Bakong was asked. An order it answered for has left this list: paid, or cancelled when the code was not paid.',
  },
  late: {
    heading: (count: number) => `Payments found after cancellation (${count})`,
    intro:
      'Money that arrived for an order already cancelled. The shop reinstates the order when it can (as paid, its stock taken again); when it cannot, the shop owes the shopper the money.',
    none: 'No payment has arrived for a cancelled order.',
    amount: 'Paid',
    outcome: 'What the shop did',
    outcomes: {
      reinstated: 'Reinstated as paid',
      refund_due: 'Refund due',
      duplicate: 'Paid twice: refund this payment',
    } as Record<string, string>,
    refundsHeading: (count: number) => `Orders owed a refund (${count})`,
    refundsIntro:
      'Each was paid after it was cancelled and its items could not be taken again, or was closed (not collected, returned) with money paid that the shop does not keep. Return the money to the shopper; then an owner records the refund on the order’s page, with the reason.',
    noRefunds: 'No order is owed a refund.',
    paid: 'Paid',
    since: 'Since',
    refund: 'Refund it on its page',
    ownerRefunds: 'An owner refunds it and marks it dealt with',
  },
  mismatch: {
    heading: (count: number) => `Transactions that did not match (${count})`,
    intro:
      'Bakong returned these transactions for the shop’s codes, but each paid something other than what its code asked: it settled nothing, and its order is as it was. The shopper may ask for the money back.',
    none: 'Every transaction Bakong returned matched its code.',
    paid: 'Paid',
    asked: 'The code asked for',
    toAccount: 'Paid to',
    why: 'Why it does not match',
    whys: {
      'receiving account': 'Another receiving account',
      currency: 'Another currency',
      amount: 'Another amount',
    } as Record<string, string>,
  },
  token: {
    heading: 'Bakong token',
    on: (account: string) =>
      `Bakong confirmation is on: every code pays ${account}, and the shop asks Bakong whether it was paid.`,
    off: 'Bakong confirmation is off (BAKONG_TOKEN or KHQR_ACCOUNT_ID is not set): nothing asks Bakong, and only the payment provider’s signed callback pays orders.',
    setOn: (date: string, days: number) =>
      `The token was recorded as set on ${date}: ${days} ${days === 1 ? 'day' : 'days'} ago. Bakong tokens last 90 days.`,
    unrecorded:
      'No one has recorded when the token was set. Record it on the day you set it, so the console can warn before it runs out.',
    ageing: (days: number, date: string) =>
      `The Bakong token is ${days} days old and runs out on ${date}: get a new one at api-bakong.nbc.gov.kh, put it with npx wrangler secret put BAKONG_TOKEN, and record it here.`,
    expired: (date: string) => `The Bakong token ran out on ${date} (90 days): get a new one and record it here.`,
    refused: (date: string) => `Bakong refused the token on ${date}: renew it and record it here.`,
    lastAnswer: (when: string) => `Bakong last answered on ${when}.`,
    neverAnswered: 'Bakong has not answered yet.',
    record: 'Record: token set today',
    recordNote: 'Press this on the day you put the new token.',
    recorded: 'Recorded: the token was set today. The console counts its 90 days from now.',
    ownerRecords: 'An owner records the day the token is set.',
  },
};
