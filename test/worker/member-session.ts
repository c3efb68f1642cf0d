import { env } from 'cloudflare:workers';
import { createUser } from '../../commerce/db/users';
import { hashPassword } from '../../commerce/secrets';
import { callApi, DEMO } from '../commerce/call-api';

/** A second shopper: to check that one shopper never sees another's data. */
export const OTHER = { mobile: '85570000001', pass: 'secret-pass' };

/** Signs a shopper in (the demo shopper by default; OTHER is created on first use) and returns the token. */
export async function memberToken(credentials: { mobile: string; pass: string } = DEMO): Promise<string> {
  if (credentials === OTHER) {
    await createUser(
      env.DB,
      { mobile: OTHER.mobile, name: 'Other Shopper', salt: 'aa', hash: await hashPassword(OTHER.pass, 'aa') },
      1,
    );
  }
  const answer = await callApi('/auth/login', { body: credentials });
  if (answer.code !== 0) throw new Error(`sign-in failed: ${answer.msg}`);
  return answer.data.token;
}

/** The request headers of a signed-in shopper, as the browser sends them to the worker. */
export async function memberHeaders(credentials: { mobile: string; pass: string } = DEMO): Promise<{ cookie: string }> {
  return { cookie: `jwt=${await memberToken(credentials)}; time=1763700000` };
}
