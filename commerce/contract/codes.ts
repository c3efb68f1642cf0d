/**
 * The programme's answer codes that code branches on. Kept apart from the zod schemas so the
 * browser's API client can read them without bundling zod into every page's first load.
 */

/** The programme's code for a missing, invalid or expired user token. */
export const CODE_TOKEN_INVALID = 1012;

/** The shop's code for a sign-in of an account the console suspended (migration 0124). */
export const CODE_ACCOUNT_SUSPENDED = 1013;

/** The operator API's refund without its reason (REFUND_REASON_MIN to MOVE_NOTE_MAX characters), HTTP 400. */
export const CODE_REFUND_REASON_MISSING = 1014;

/** The operator API's completion of an order with a balance due, without `collected: true`, HTTP 409. */
export const CODE_BALANCE_NOT_COLLECTED = 1015;
