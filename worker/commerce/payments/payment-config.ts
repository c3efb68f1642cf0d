import type { KhqrMerchant } from './khqr';

/** The payment settings among the worker's vars (wrangler.toml) and secrets (.dev.vars locally). */
type PaymentVars = {
  KHR_PER_USD?: string;
  KHQR_ACCOUNT_ID?: string;
  KHQR_MERCHANT_ID?: string;
  KHQR_BANK?: string;
  KHQR_MERCHANT_NAME?: string;
  KHQR_MERCHANT_CITY?: string;
  ORDER_PAYMENT_MINUTES?: string;
  PAYMENT_SANDBOX?: string;
  PAYMENT_CALLBACK_SECRET?: string;
};

// The secret is not in wrangler.toml, so the generated binding types may not name it.
const vars = (env: object) => env as PaymentVars;

export const khqrMerchant = (env: object): KhqrMerchant => ({
  accountId: vars(env).KHQR_ACCOUNT_ID || 'membershop@aclb',
  merchantId: vars(env).KHQR_MERCHANT_ID || '000000',
  bank: vars(env).KHQR_BANK || 'ACLEDA',
  name: vars(env).KHQR_MERCHANT_NAME || 'Member Shop',
  city: vars(env).KHQR_MERCHANT_CITY || 'Phnom Penh',
});

/** Minutes an unpaid KHQR order holds its stock. */
export const paymentMinutes = (env: object): number => Number(vars(env).ORDER_PAYMENT_MINUTES) || 15;
export const khrPerUsd = (env: object): number => Number(vars(env).KHR_PER_USD) || 4100;
/** The local sandbox (a page that sends the signed callback) exists only when this is "1". */
export const sandboxOn = (env: object): boolean => vars(env).PAYMENT_SANDBOX === '1';
/** The shared secret of callback signatures; empty means every callback is refused. */
export const callbackSecret = (env: object): string => vars(env).PAYMENT_CALLBACK_SECRET ?? '';
