import type { Context, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { Lang } from '../../lib/lang';
import { localizePath, safeRedirect } from '../../lib/paths';
import type { SocialFailure } from '../../lib/social-providers';
import { CODE_ACCOUNT_SUSPENDED } from '../../commerce/contract/codes';
import type { AppEnv } from '../app-env';
import { setTimeCookie, setTokenCookie } from '../request/cookies';
import { describeError, log } from '../../lib/log';
import { callUpstream } from '../api/upstream';
import { exchangeCode } from './exchange';
import { pkceChallenge, randomToken, saveFlow, takeFlow } from './flow';
import { siteOrigin } from '../request/site-origin';

const PATH = '/user/other-login';
const linkAnswer = z.object({ code: z.number(), data: z.object({ token: z.string() }).nullish() });

const redirectUri = (c: Context<AppEnv>) => `${siteOrigin(c).origin}${PATH}`;

function backToLogin(c: Context<AppEnv>, lang: Lang, reason: SocialFailure, provider = '') {
  const query = new URLSearchParams({ social: reason, ...(provider ? { provider } : {}) });
  return c.redirect(`${localizePath('/user/login', lang)}?${query}`, 302);
}

/** `?provider=`: remember state, PKCE verifier, nonce and target in the flow cookie, then go to the provider. */
async function start(c: Context<AppEnv>, id: string) {
  const lang = c.get('lang');
  const provider = c.get('config').social.providers.find((p) => p.id === id);
  if (!provider) return c.redirect(localizePath(PATH, lang), 302);
  const flow = {
    provider: provider.id,
    state: randomToken(),
    verifier: randomToken(),
    nonce: randomToken(16),
    lang,
    next: safeRedirect(c.req.query('redirect'), localizePath('/', lang)),
  };
  saveFlow(c, flow);
  const url = new URL(provider.authorizeUrl);
  const params = {
    response_type: 'code',
    client_id: provider.clientId,
    redirect_uri: redirectUri(c),
    scope: provider.scope,
    state: flow.state,
    nonce: flow.nonce,
    code_challenge: await pkceChallenge(flow.verifier),
    code_challenge_method: 'S256',
  };
  for (const [name, value] of Object.entries(params)) if (value) url.searchParams.set(name, value);
  return c.redirect(url.href, 302);
}

/**
 * The provider's return (`?code&state` or `?error&state`): only with the state this browser's flow cookie
 * holds; the code is exchanged here, the commerce API links or creates the member and gives a token, which
 * becomes the same session cookie as a password sign-in. Any failure: the login page with a reason, nothing created.
 */
async function finish(c: Context<AppEnv>) {
  const flow = takeFlow(c);
  const query = new URL(c.req.url).searchParams;
  if (!flow || query.get('state') !== flow.state) return backToLogin(c, flow?.lang ?? c.get('lang'), 'expired');
  const { lang } = flow;
  const provider = c.get('config').social.providers.find((p) => p.id === flow.provider);
  const code = query.get('code');
  if (!provider) return backToLogin(c, lang, 'failed');
  if (query.get('error') || !code)
    return backToLogin(c, lang, query.get('error') === 'access_denied' ? 'cancelled' : 'failed', provider.id);
  try {
    const identity = await exchangeCode(provider, {
      code,
      verifier: flow.verifier,
      redirectUri: redirectUri(c),
      nonce: flow.nonce,
    });
    const request = new Request(new URL('/api/auth/social', c.req.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-social-link-key': c.get('config').social.linkKey },
      body: JSON.stringify({ provider: provider.id, subject: identity.subject, name: identity.name.slice(0, 80) }),
    });
    const answer = linkAnswer.parse(await (await callUpstream(c, request, lang)).json());
    // The console suspended the member this identity signs in as.
    if (answer.code === CODE_ACCOUNT_SUSPENDED) return backToLogin(c, lang, 'suspended', provider.id);
    if (answer.code !== 0 || !answer.data) throw new Error(`auth/social answered ${answer.code}`);
    setTokenCookie(c, answer.data.token);
    setTimeCookie(c, String(Math.floor(Date.now() / 1000)));
  } catch (error) {
    log('error', 'social sign-in failed', { provider: provider.id, error: describeError(error) });
    return backToLogin(c, lang, 'failed', provider.id);
  }
  return c.redirect(`${localizePath('/loading', lang)}?next=${encodeURIComponent(flow.next)}`, 302);
}

/** GET /user/other-login with `provider` starts a social sign-in, with `state` finishes one; otherwise the page answers. */
export function socialSignIn(): MiddlewareHandler<AppEnv> {
  return async function socialSignIn(c, next) {
    if (c.req.method !== 'GET' || c.get('path') !== PATH) return next();
    const query = new URL(c.req.url).searchParams;
    const provider = query.get('provider');
    if (provider) return start(c, provider);
    if (query.has('state') || query.has('code') || query.has('error')) return finish(c);
    return next();
  };
}
