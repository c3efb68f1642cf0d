import { memberRead, withReads } from '../read';
import { type Context, Hono } from 'hono';
import {
  changeEmailRequest,
  changeNameRequest,
  changePasswordRequest,
  changePhoneRequest,
  registerRequest,
  resetPasswordRequest,
  sendCodeRequest,
} from '../contract/profile';
import { checkCredentials, forgetWrongPasswords } from '../check-credentials';
import { clientAddress } from '../client-address';
import { refundSpends } from '../db/budget-spends';
import { spendSmsBudget } from '../sms-budget';
import { nowSeconds } from '../../lib/clock';
import type { CommerceEnv } from '../commerce-env';
import { revokeUserTokensStatement } from '../db/tokens';
import { createUser, findUserByMobile, setPasswordStatement, updateProfile } from '../db/users';
import { fail, ok } from '../envelope';
import { checkOneTimeCode, codeGuessesUsed, OTP_TTL_SECONDS, sendOneTimeCode } from '../one-time-code';
import { requestUser, requireUser } from '../require-user';
import { CODE_TOKEN_INVALID } from '../contract/codes';
import { hashPassword, randomSecret } from '../secrets';
import { member, type Service } from '../service';
import { smsSender } from '../sms-sender';
import { answers, takes } from '../route-spec';
import { doneResponse, profileResponse, registerResponse, sendCodeResponse } from '../contract/profile';

/** Sets a new password with a fresh salt and signs out every session of the user, in one transaction. */
async function setPassword(db: D1Database, userId: number, pass: string) {
  const salt = randomSecret(16);
  await db.batch([
    setPasswordStatement(db, userId, salt, await hashPassword(pass, salt)),
    revokeUserTokensStatement(db, userId, nowSeconds()),
  ]);
}

/** The only field of /changeemail a shopper types: its refusal names what is wrong, not "some information". */
const emailInvalid = <E extends CommerceEnv>(c: Context<E>) => fail(c, 400, 'emailInvalid', 400);

/** A code that was wrong (400) or could not be tried: this address's wrong codes for the mobile today are used (429). */
const codeRefused = <E extends CommerceEnv>(c: Context<E>, code: 'wrong' | 'used-up') =>
  code === 'used-up' ? fail(c, 429, 'codeGuessesUsed', 429) : fail(c, 400, 'codeInvalid', 400);

/** The signed-in shopper's profile. */
export const profile = (async (ctx) => member(ctx)) satisfies Service<unknown>;

/** The module's GETs, as the client calls them and the routes mount them (read.ts). */
export const accountReads = {
  profile: memberRead('/profile', profileResponse, profile),
};

/** One-time codes, registration, password reset and change, and profile changes. */
export const account = withReads(new Hono<CommerceEnv>(), accountReads)
  .post('/sendcode', answers(sendCodeResponse), takes(sendCodeRequest), async (c) => {
    const { mobile, purpose } = c.get('valid');
    const db = c.env.DB;
    const now = nowSeconds();
    const address = clientAddress(c);
    // A phone change is a signed-in member's: its codes are budgeted per member, and nobody else asks for them.
    const asker = purpose === 'phone' ? await requestUser(c) : null;
    if (purpose === 'phone' && !asker) return fail(c, CODE_TOKEN_INVALID, 'tokenInvalid', 401);
    // A number whose wrong codes from this address are used for the day gets no code it could not enter here.
    if (await codeGuessesUsed(db, mobile, address, now)) return fail(c, 429, 'codeGuessesUsed', 429);
    const member = purpose === 'phone' ? null : await findUserByMobile(db, mobile);
    // Sign-up with a member's number texts a reminder to sign in; a reset for a number without an account texts nothing.
    const text = purpose === 'register' && member ? 'member' : purpose === 'reset' && !member ? 'none' : 'code';
    // Spent the same whether or not the number has an account, so the budgets tell nobody which.
    const spent = await spendSmsBudget(
      c.env,
      // A phone change texts a number nobody has proved yet: it spends the sign-up share, as a sign-up code does.
      { address, mobile, signUp: purpose !== 'reset', texts: text !== 'none', memberId: asker?.user.id ?? null },
      now,
    );
    if ('refusal' in spent) return fail(c, 429, spent.refusal, 429);
    if (!(await sendOneTimeCode(db, smsSender(c.env), purpose, mobile, c.get('lang'), address, text))) {
      await refundSpends(db, spent.ids);
      return fail(c, 429, 'codeTooSoon', 429);
    }
    const message = purpose === 'register' ? 'codeSentSignUp' : purpose === 'reset' ? 'codeSentReset' : 'codeSent';
    return ok(c, { expires_in: OTP_TTL_SECONDS }, message);
  })
  .post('/register', answers(registerResponse), takes(registerRequest), async (c) => {
    const input = c.get('valid');
    // The code first: only the number's owner learns that it already has an account.
    const code = await checkOneTimeCode(c.env.DB, 'register', input.mobile, clientAddress(c), input.code);
    if (code !== 'right') return codeRefused(c, code);
    if (await findUserByMobile(c.env.DB, input.mobile)) return fail(c, 409, 'mobileTaken', 409);
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
    const input = c.get('valid');
    // The code is checked (a try spent) for every number, with or without an account.
    const code = await checkOneTimeCode(c.env.DB, 'reset', input.mobile, clientAddress(c), input.code);
    if (code !== 'right') return codeRefused(c, code);
    const user = await findUserByMobile(c.env.DB, input.mobile);
    if (!user) return fail(c, 400, 'codeInvalid', 400);
    await setPassword(c.env.DB, user.id, input.pass);
    // The owner proved the number: wrong passwords guessed at the old one no longer hold the account.
    await forgetWrongPasswords(c.env.DB, input.mobile);
    return ok(c, null, 'passwordChanged');
  })
  .post('/changepass', answers(doneResponse), requireUser(), takes(changePasswordRequest), async (c) => {
    const input = c.get('valid');
    const checked = await checkCredentials(
      c,
      c.get('user').mobile,
      input.old_pass,
      nowSeconds(),
      'currentPasswordWrong',
    );
    if ('answer' in checked) return checked.answer;
    // Changing it to itself would change nothing but sign every session out.
    if (input.pass === input.old_pass) return fail(c, 400, 'passwordUnchanged', 400);
    await setPassword(c.env.DB, c.get('user').id, input.pass);
    return ok(c, null, 'passwordChanged');
  })
  .post('/changename', answers(doneResponse), requireUser(), takes(changeNameRequest), async (c) => {
    const input = c.get('valid');
    await updateProfile(c.env.DB, c.get('user').id, { name: input.name });
    return ok(c, null, 'profileSaved');
  })
  .post('/changeemail', answers(doneResponse), requireUser(), takes(changeEmailRequest, emailInvalid), async (c) => {
    const input = c.get('valid');
    await updateProfile(c.env.DB, c.get('user').id, { email: input.email });
    return ok(c, null, 'profileSaved');
  })
  .post('/changephone', answers(doneResponse), requireUser(), takes(changePhoneRequest), async (c) => {
    const input = c.get('valid');
    const code = await checkOneTimeCode(c.env.DB, 'phone', input.mobile, clientAddress(c), input.code);
    if (code !== 'right') return codeRefused(c, code);
    return (await updateProfile(c.env.DB, c.get('user').id, { mobile: input.mobile }))
      ? ok(c, null, 'profileSaved')
      : fail(c, 409, 'mobileTaken', 409);
  });
