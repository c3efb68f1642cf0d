import type { KhqrMerchant } from './khqr';

/** The payment settings among the worker's vars (wrangler.toml) and secrets (.dev.vars locally). */
type PaymentVars = {
  KHR_PER_USD?: string;
  KHQR_ACCOUNT_ID?: string;
  KHQR_MERCHANT_ID?: string;
  KHQR_BANK?: string;
  KHQR_MERCHANT_NAME?: string;
  KHQR_MERCHANT_NAME_KM?: string;
  KHQR_MERCHANT_CITY?: string;
  KHQR_MERCHANT_CITY_KM?: string;
  SITE_ORIGIN?: string;
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
  nameKm: vars(env).KHQR_MERCHANT_NAME_KM || '',
  cityKm: vars(env).KHQR_MERCHANT_CITY_KM || '',
});

/** NBC's guidance: a dynamic KHQR is valid for at most 10 minutes (worker/middleware/config.ts refuses more at start-up). */
export const MAX_PAYMENT_MINUTES = 10;
/** Minutes an unpaid KHQR order holds its stock, the life of its code. */
export const paymentMinutes = (env: object): number =>
  Math.min(Number(vars(env).ORDER_PAYMENT_MINUTES) || MAX_PAYMENT_MINUTES, MAX_PAYMENT_MINUTES);
/** The shop's public origin, or null when it is not configured (local runs). */
export const siteOrigin = (env: object): string | null => vars(env).SITE_ORIGIN?.replace(/\/$/, '') || null;
export const khrPerUsd = (env: object): number => Number(vars(env).KHR_PER_USD) || 4100;
/** The local sandbox (a page that sends the signed callback) exists only when this is "1". */
export const sandboxOn = (env: object): boolean => vars(env).PAYMENT_SANDBOX === '1';
/** The shared secret of callback signatures; empty means every callback is refused. */
export const callbackSecret = (env: object): string => vars(env).PAYMENT_CALLBACK_SECRET ?? '';
