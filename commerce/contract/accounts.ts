import { z } from 'zod';
import { envelope } from './envelope';
import { idSchema, mobileSchema, timeSchema } from './fields';

/**
 * POST /api/login {mobile, pass} → data {uid, ticket}. The ticket is single-use and lives 2 minutes:
 * the edge keeps it in an HttpOnly cookie and sends it to /api/gettoken; the browser never sees it.
 */
export const loginRequest = z.object({ mobile: mobileSchema, pass: z.string().min(1).max(128), time: timeSchema });
export const loginResponse = envelope(z.object({ uid: z.number().int(), ticket: z.string() }));

/** POST /api/gettoken {uid, time, ticket} → data {token}: only with an unused ticket of that uid. */
export const getTokenRequest = z.object({
  uid: idSchema,
  time: timeSchema,
  ticket: z.string().regex(/^[0-9a-f]{64}$/),
});
export const tokenResponse = envelope(z.object({ token: z.string() }));

/** POST /api/auth/login {mobile, pass} → data {token} (the auth plugin's call). */
export const authLoginRequest = loginRequest;

/** POST /api/auth/logout → data null; the token used is revoked. */
export const logoutResponse = envelope(z.null());

/** GET /api/auth/user → the signed-in shopper. */
export const authUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  email: z.string().nullable(),
  scope: z.array(z.literal('user')),
});
export const authUserResponse = envelope(authUserSchema);

/**
 * A token, on every call that needs one. The programme's contract also names a `token` query parameter
 * (GET) or body field (POST), which the edge fills from the cookie for a remote backend; the embedded API
 * reads it only from `Authorization: Bearer <token>` (decision 015). Missing, unknown, expired or revoked:
 * code 1012, HTTP 401.
 */
export const tokenField = z.string().regex(/^[0-9a-f]{64}$/);

/**
 * POST /api/auth/social {provider, subject, name} with the header `x-social-link-key` → data {token}: the member linked to
 * the provider's subject (created on first use). Only the edge calls it, after its own code exchange with the provider;
 * without the shared key (SOCIAL_LINK_KEY) it answers 404, as if it did not exist, and changes nothing.
 */
export const socialLoginRequest = z.object({
  provider: z.enum(['facebook', 'apple']),
  subject: z
    .string()
    .min(1)
    .max(255)
    .regex(/^[\x21-\x7e]+$/),
  name: z.string().trim().max(80).default(''),
});
