import { networkKey } from './client-address';
import type { Budget } from './db/budget-spends';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/**
 * The defaults of the abuse budgets (decisions 014 and 046), set above anything a shopper does: codes by SMS
 * per client address, network, mobile and member, the shop's day and its sign-up share, wrong one-time
 * codes per (mobile, address), wrong passwords per address, per account and per (account, address).
 * Windows slide: "a day" is the last 24 hours.
 */
export const LIMITS = {
  codesPerAddressTenMinutes: 5,
  codesPerAddressDay: 20,
  /** An IPv4 /24 or IPv6 /48 (networkKey): a crowd of addresses on one network shares it. */
  codesPerNetworkTenMinutes: 20,
  codesPerNetworkDay: 100,
  codesPerMobileDay: 5,
  /** A signed-in member's codes to new numbers (a phone change). */
  phoneCodesPerMemberDay: 5,
  /** Without SMS_DAILY_LIMIT (the edge requires it; the embedded API's own fallback). */
  smsPerDay: 1000,
  /**
   * The share of the day's SMS that codes to new numbers (sign-up, phone change) may use: the rest is the
   * members' password resets, so pumping codes to strangers' numbers cannot stop them.
   */
  signUpShareOfSms: 0.75,
  /** Wrong one-time codes per (mobile, address): a stranger's guesses pause only the stranger's address. */
  wrongCodesPerPairDay: 10,
  /** Wrong two-step codes per operator from all addresses together (an owner can lift it). */
  wrongTwoStepCodesPerOperatorDay: 50,
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
  smsNetwork: 'sms-network',
  smsMobile: 'sms-mobile',
  smsMember: 'sms-member',
  /** Every SMS the shop sends. */
  smsShop: 'sms-shop',
  /** The sign-up codes among them (their share of the day). */
  smsSignUp: 'sms-signup',
  wrongCode: 'code-wrong',
  wrongTwoStep: 'two-step-wrong',
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

/**
 * The budgets a request for a code spends, whether or not a text goes out (so they tell nobody whether the
 * number has an account): the client's address (10 minutes and a day), its network (the same), the
 * mobile's day, and for a phone change the signed-in member's day.
 */
export function codeRequestBudgets(address: string, mobile: string, memberId: number | null): Budget[] {
  const network = networkKey(address);
  return [
    { scope: SCOPES.smsAddress, subject: address, cap: LIMITS.codesPerAddressTenMinutes, windowSeconds: 10 * MINUTE },
    { scope: SCOPES.smsAddress, subject: address, cap: LIMITS.codesPerAddressDay, windowSeconds: DAY },
    { scope: SCOPES.smsNetwork, subject: network, cap: LIMITS.codesPerNetworkTenMinutes, windowSeconds: 10 * MINUTE },
    { scope: SCOPES.smsNetwork, subject: network, cap: LIMITS.codesPerNetworkDay, windowSeconds: DAY },
    { scope: SCOPES.smsMobile, subject: mobile, cap: LIMITS.codesPerMobileDay, windowSeconds: DAY },
    ...(memberId === null
      ? []
      : [
          {
            scope: SCOPES.smsMember,
            subject: String(memberId),
            cap: LIMITS.phoneCodesPerMemberDay,
            windowSeconds: DAY,
          },
        ]),
  ];
}

/** The share of the shop's day for codes to new numbers, sign-up's (at least one). */
export const signUpShare = (shopDailyLimit: number) =>
  Math.max(1, Math.floor(shopDailyLimit * LIMITS.signUpShareOfSms));

/**
 * The shop's budgets one SMS that goes out spends: the day's SMS_DAILY_LIMIT, and for a code to a new number
 * (`signUp`: sign-up, phone change) also the sign-up share of it; members' resets may use the whole day.
 */
export function shopSmsBudgets(signUp: boolean, shopDailyLimit: number): Budget[] {
  return [
    { scope: SCOPES.smsShop, subject: '*', cap: shopDailyLimit, windowSeconds: DAY },
    ...(signUp
      ? [{ scope: SCOPES.smsSignUp, subject: '*', cap: signUpShare(shopDailyLimit), windowSeconds: DAY }]
      : []),
  ];
}

/**
 * The budget one guess of a one-time code spends (refunded when it is right): the (mobile, address) pair's
 * day, never the mobile's alone, so a stranger's guesses pause only the stranger's address. The code's own
 * tries keep the asker's apart (db/otp-codes.ts).
 */
export const wrongCodeBudget = (mobile: string, address: string): Budget => ({
  scope: SCOPES.wrongCode,
  subject: pairSubject(mobile, address),
  cap: LIMITS.wrongCodesPerPairDay,
  windowSeconds: DAY,
});

/**
 * The budgets one guess of an operator's two-step code spends (refunded when it is right): unless the address
 * is one the operator signed in from (`knownAddress`), the operator's day from every address, which an
 * owner can lift; and the (operator, address) pair's day. So no stranger pauses an operator at an address
 * they sign in from, a sole owner included.
 */
export function twoStepGuessBudgets(operatorKey: string, address: string, knownAddress: boolean): Budget[] {
  return [
    ...(knownAddress
      ? []
      : [
          {
            scope: SCOPES.wrongTwoStep,
            subject: operatorKey,
            cap: LIMITS.wrongTwoStepCodesPerOperatorDay,
            windowSeconds: DAY,
          },
        ]),
    {
      scope: SCOPES.wrongCode,
      subject: pairSubject(operatorKey, address),
      cap: LIMITS.wrongCodesPerPairDay,
      windowSeconds: DAY,
    },
  ];
}

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
