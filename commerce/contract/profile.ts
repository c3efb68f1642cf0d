import { z } from 'zod';
import { envelope } from './envelope';
import { codeSchema, mobileSchema, timeSchema } from './fields';

// A one-time code (codeSchema) is valid 5 minutes, with 5 tries for the address that asked for it and 5
// for all others; a new one to a mobile at most once a minute, whatever the purpose (429).
/** A new password: 8 to 128 characters. */
export const newPasswordSchema = z.string().min(8).max(128);

/**
 * POST /api/sendcode {mobile, purpose}: sends a code by SMS. register and reset answer the same whether
 * or not the mobile has an account (sign-up with a member's number texts a reminder to sign in instead
 * of a code; a reset for a number without one texts nothing); phone: a signed-in member's code for
 * /api/changephone (401 without a token), which refuses a taken number (409) once the code is right. 429: a
 * code to the mobile less than a minute ago, or a budget used up (per client address and network, per
 * mobile, per member, the shop's SMS_DAILY_LIMIT and its sign-up share, the wrong codes from this address).
 */
export const sendCodeRequest = z.object({
  mobile: mobileSchema,
  purpose: z.enum(['register', 'reset', 'phone']),
  time: timeSchema,
});
export const sendCodeResponse = envelope(z.object({ expires_in: z.number().int() }));

/** POST /api/register {mobile, code, pass, name?} → data {uid}; then sign in as usual. */
export const registerRequest = z.object({
  mobile: mobileSchema,
  code: codeSchema,
  pass: newPasswordSchema,
  name: z.string().trim().min(1).max(50).optional(),
  time: timeSchema,
});
export const registerResponse = envelope(z.object({ uid: z.number().int() }));

/** POST /api/forgetpass {mobile, code, pass}: sets a new password and signs out every session. */
export const resetPasswordRequest = z.object({
  mobile: mobileSchema,
  code: codeSchema,
  pass: newPasswordSchema,
  time: timeSchema,
});

/** POST /api/changepass {token, old_pass, pass}: signs out every session, this one included (sign in again). */
export const changePasswordRequest = z.object({
  old_pass: z.string().min(1).max(128),
  pass: newPasswordSchema,
  time: timeSchema,
});
/** POST /api/changename {token, name}, /api/changeemail {token, email}, /api/changephone {token, mobile, code}. */
export const changeNameRequest = z.object({ name: z.string().trim().min(1).max(50), time: timeSchema });
export const changeEmailRequest = z.object({ email: z.email().max(120), time: timeSchema });
export const changePhoneRequest = z.object({ mobile: mobileSchema, code: codeSchema, time: timeSchema });
export const doneResponse = envelope(z.null());

/** GET /api/profile?token → the shopper's profile. */
export const profileResponse = envelope(
  z.object({ id: z.number().int(), name: z.string(), mobile: z.string(), email: z.string().nullable() }),
);
