import { Hono } from 'hono';
import { socialLoginRequest } from '../contract/accounts';
import { nowSeconds } from '../../lib/clock';
import type { CommerceEnv } from '../commerce-env';
import { findOrCreateSocialMember } from '../db/social-links';
import { fail } from '../envelope';
import { sameHash, sha256Hex } from '../secrets';
import { issueToken, tokenAnswer } from './login';
import { answers, takes } from '../route-spec';
import { tokenResponse } from '../contract/accounts';

/** The edge shows the shared key; compared as hashes, in constant time. An unset key refuses everyone. */
async function fromEdge(key: string | undefined, expected: string | undefined): Promise<boolean> {
  if (!expected || !key) return false;
  return sameHash(await sha256Hex(key), await sha256Hex(expected));
}

/** POST /api/auth/social: a token for the member linked to the provider's subject. */
export const social = new Hono<CommerceEnv>().post(
  '/social',
  answers(tokenResponse),
  // Only the edge may ask (it shows the shared key): anyone else finds nothing here, valid input or not.
  async (c, next) => {
    const env = c.env as unknown as Record<string, string | undefined>;
    if (!(await fromEdge(c.req.header('x-social-link-key'), env.SOCIAL_LINK_KEY))) return fail(c, 404, 'notFound', 404);
    await next();
  },
  takes(socialLoginRequest),
  async (c) => {
    const input = c.get('valid');
    const now = nowSeconds();
    const placeholderMobile = `social:${input.provider}:${(await sha256Hex(`${input.provider}:${input.subject}`)).slice(0, 24)}`;
    const name = input.name || (c.get('lang') === 'km' ? 'សមាជិក' : 'Member');
    const userId = await findOrCreateSocialMember(
      c.env.DB,
      { provider: input.provider, subject: input.subject, placeholderMobile, name },
      now,
    );
    return tokenAnswer(c, await issueToken(c.env.DB, userId, now));
  },
);
