import { Hono } from 'hono';
import {
  changeEmailRequest,
  changeNameRequest,
  changePasswordRequest,
  changePhoneRequest,
  registerRequest,
  resetPasswordRequest,
  sendCodeRequest,
} from '../../../src/api/contract/profile';
import { checkCredentials } from '../check-credentials';
import { nowSeconds } from '../clock';
import type { CommerceEnv } from '../commerce-env';
import { revokeUserTokensStatement } from '../db/tokens';
import { createUser, findUserByMobile, setPasswordStatement, updateProfile } from '../db/users';
import { fail, ok } from '../envelope';
import { checkOneTimeCode, OTP_TTL_SECONDS, sendOneTimeCode } from '../one-time-code';
import { requireUser } from '../require-user';
import { hashPassword, randomSecret } from '../secrets';
import { member, serve, type Service } from '../service';
import { smsSender } from '../sms-sender';
import { answers, takes } from '../route-spec';
import { doneResponse, profileResponse, registerResponse, sendCodeResponse } from '../../../src/api/contract/profile';

/** Sets a new password with a fresh salt and signs out every session of the user, in one transaction. */
async function setPassword(db: D1Database, userId: number, pass: string) {
  const salt = randomSecret(16);
  await db.batch([
    setPasswordStatement(db, userId, salt, await hashPassword(pass, salt)),
    revokeUserTokensStatement(db, userId, nowSeconds()),
  ]);
}

/** The signed-in shopper's profile. */
export const profile = (async (ctx) => member(ctx)) satisfies Service<unknown>;

/** One-time codes, registration, password reset and change, and profile changes. */
export const account = new Hono<CommerceEnv>()
  .post('/sendcode', answers(sendCodeResponse), takes(sendCodeRequest), async (c) => {
    const input = c.var.valid;
    const existing = await findUserByMobile(c.env.DB, input.mobile);
    if (input.purpose !== 'reset' && existing) return fail(c, 409, 'mobileTaken', 409);
    if (input.purpose === 'reset' && !existing) return ok(c, { expires_in: OTP_TTL_SECONDS }, 'codeSent');
    if (!(await sendOneTimeCode(c.env.DB, smsSender(c.env), input.purpose, input.mobile, c.var.lang)))
      return fail(c, 429, 'codeTooSoon', 429);
    return ok(c, { expires_in: OTP_TTL_SECONDS }, 'codeSent');
  })
  .post('/register', answers(registerResponse), takes(registerRequest), async (c) => {
    const input = c.var.valid;
    if (await findUserByMobile(c.env.DB, input.mobile)) return fail(c, 409, 'mobileTaken', 409);
    if (!(await checkOneTimeCode(c.env.DB, 'register', input.mobile, input.code)))
      return fail(c, 400, 'codeInvalid', 400);
    const salt = randomSecret(16);
    const name = input.name ?? `0${input.mobile.slice(3)}`;
    const uid = await createUser(
      c.env.DB,
      { mobile: input.mobile, name, salt, hash: await hashPassword(input.pass, salt) },
      nowSeconds(),
    );
    return uid ? ok(c, { uid }, 'registered') : fail(c, 409, 'mobileTaken', 409);
  })
  .post('/forgetpass', answers(doneResponse), takes(resetPasswordRequest), async (c) => {
    const input = c.var.valid;
    const user = await findUserByMobile(c.env.DB, input.mobile);
    if (!user || !(await checkOneTimeCode(c.env.DB, 'reset', input.mobile, input.code)))
      return fail(c, 400, 'codeInvalid', 400);
    await setPassword(c.env.DB, user.id, input.pass);
    return ok(c, null, 'passwordChanged');
  })
  .get('/profile', answers(profileResponse), requireUser(), serve(profile))
  .post('/changepass', answers(doneResponse), requireUser(), takes(changePasswordRequest), async (c) => {
    const input = c.var.valid;
    const checked = await checkCredentials(c, c.var.user.mobile, input.old_pass, nowSeconds());
    if ('answer' in checked) return checked.answer;
    await setPassword(c.env.DB, c.var.user.id, input.pass);
    return ok(c, null, 'passwordChanged');
  })
  .post('/changename', answers(doneResponse), requireUser(), takes(changeNameRequest), async (c) => {
    const input = c.var.valid;
    await updateProfile(c.env.DB, c.var.user.id, { name: input.name });
    return ok(c, null, 'profileSaved');
  })
  .post('/changeemail', answers(doneResponse), requireUser(), takes(changeEmailRequest), async (c) => {
    const input = c.var.valid;
    await updateProfile(c.env.DB, c.var.user.id, { email: input.email });
    return ok(c, null, 'profileSaved');
  })
  .post('/changephone', answers(doneResponse), requireUser(), takes(changePhoneRequest), async (c) => {
    const input = c.var.valid;
    if (!(await checkOneTimeCode(c.env.DB, 'phone', input.mobile, input.code))) return fail(c, 400, 'codeInvalid', 400);
    return (await updateProfile(c.env.DB, c.var.user.id, { mobile: input.mobile }))
      ? ok(c, null, 'profileSaved')
      : fail(c, 409, 'mobileTaken', 409);
  });
