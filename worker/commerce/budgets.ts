import type { Budget } from './db/budget-spends';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/**
 * The defaults of the abuse budgets (decision 014), set above anything a shopper does: codes by SMS per
 * client address and per mobile, wrong one-time codes per mobile, wrong passwords per address, per
 * account and per (account, address). Windows slide: "a day" is the last 24 hours.
 */
export const LIMITS = {
  codesPerAddressTenMinutes: 5,
  codesPerAddressDay: 20,
  codesPerMobileDay: 5,
  /** Without SMS_DAILY_LIMIT (the edge requires it; the embedded API's own fallback). */
  smsPerDay: 1000,
  wrongCodesPerMobileDay: 10,
  /** From this many wrong passwords in an hour an address waits between tries, twice as long each time. */
  signInDelayFrom: 3,
  signInFirstDelaySeconds: 5,
  wrongPasswordsPerAddressHour: 10,
  wrongPasswordsPerAddressDay: 30,
  wrongPasswordsPerPairDay: 5,
  wrongPasswordsPerAccountDay: 20,
  /** An address the account signed in from within this time is its owner's: not held to the account's cap. */
  knownAddressSeconds: 30 * DAY,
} as const;

export const SCOPES = {
  smsAddress: 'sms-address',
  smsMobile: 'sms-mobile',
  smsShop: 'sms-shop',
  wrongCode: 'code-wrong',
  signInAddress: 'signin-address',
  /** An address's wrong passwords, once found wrong (a guess still hashing holds only its signin-address spend). */
  wrongPassword: 'signin-wrong',
  signInPair: 'signin-pair',
  signInAccount: 'signin-account',
  signedIn: 'signin-ok',
} as const;

/** The (account, address) subject: the mobile first, so an account's pairs share a prefix. */
export const pairSubject = (mobile: string, address: string) => `${mobile}@${address}`;

export const HOUR_SECONDS = HOUR;

/** The budgets one SMS spends: the client's address (10 minutes and a day), the mobile's day, the shop's day. */
export function smsBudgets(address: string, mobile: string, shopDailyLimit: number): Budget[] {
  return [
    { scope: SCOPES.smsAddress, subject: address, cap: LIMITS.codesPerAddressTenMinutes, windowSeconds: 10 * MINUTE },
    { scope: SCOPES.smsAddress, subject: address, cap: LIMITS.codesPerAddressDay, windowSeconds: DAY },
    { scope: SCOPES.smsMobile, subject: mobile, cap: LIMITS.codesPerMobileDay, windowSeconds: DAY },
    { scope: SCOPES.smsShop, subject: '*', cap: shopDailyLimit, windowSeconds: DAY },
  ];
}

/** The budget one guess of a one-time code spends (refunded when it is right). */
export const wrongCodeBudget = (mobile: string): Budget => ({
  scope: SCOPES.wrongCode,
  subject: mobile,
  cap: LIMITS.wrongCodesPerMobileDay,
  windowSeconds: DAY,
});

/**
 * The budgets one password guess spends (refunded when it is right): the (account, address) pair's day,
 * unless the address is the owner's the account's day, and the address's hour and day. The account's come
 * first: the first full one names a refusal (`firstFull`), and waiting frees only the address's.
 */
export function signInBudgets(address: string, mobile: string, knownAddress: boolean): Budget[] {
  return [
    {
      scope: SCOPES.signInPair,
      subject: pairSubject(mobile, address),
      cap: LIMITS.wrongPasswordsPerPairDay,
      windowSeconds: DAY,
    },
    ...(knownAddress
      ? []
      : [
          { scope: SCOPES.signInAccount, subject: mobile, cap: LIMITS.wrongPasswordsPerAccountDay, windowSeconds: DAY },
        ]),
    { scope: SCOPES.signInAddress, subject: address, cap: LIMITS.wrongPasswordsPerAddressHour, windowSeconds: HOUR },
    { scope: SCOPES.signInAddress, subject: address, cap: LIMITS.wrongPasswordsPerAddressDay, windowSeconds: DAY },
  ];
}
