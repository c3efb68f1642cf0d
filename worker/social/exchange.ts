import { z } from 'zod';
import { readJsonCapped } from '../../lib/read-json-capped';
import type { SocialProvider } from './providers';

/** Who the provider says the shopper is. */
export type Identity = { subject: string; name: string };

const PROVIDER_TIMEOUT_MS = 10_000;
/** A token or userinfo answer is a few KB; a larger one is refused undecoded. */
const ANSWER_MAX_BYTES = 64 * 1024;
const tokenAnswer = z.object({ access_token: z.string().optional(), id_token: z.string().optional() });
// OpenID Connect says `sub`; Facebook's Graph API says `id`.
const userinfoAnswer = z.object({
  sub: z.union([z.string(), z.number()]).optional(),
  id: z.union([z.string(), z.number()]).optional(),
  name: z.string().optional(),
});
const idTokenClaims = z.object({
  sub: z.string().min(1),
  aud: z.union([z.string(), z.array(z.string())]),
  exp: z.number(),
  iss: z.string().optional(),
  nonce: z.string().optional(),
  name: z.string().optional(),
});

/**
 * The authorization-code exchange, on the server: the code, the PKCE verifier and the client secret go to
 * the token endpoint; the identity comes from the userinfo endpoint, or from the ID token, whose audience,
 * expiry, issuer and nonce are checked (it came straight from the token endpoint over TLS, which OpenID
 * Connect accepts in place of checking its signature). Throws on any failure.
 */
export async function exchangeCode(
  provider: SocialProvider,
  input: { code: string; verifier: string; redirectUri: string; nonce: string },
): Promise<Identity> {
  const response = await fetch(provider.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: input.code,
      redirect_uri: input.redirectUri,
      client_id: provider.clientId,
      client_secret: provider.clientSecret,
      code_verifier: input.verifier,
    }),
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`token endpoint answered ${response.status}`);
  const tokens = tokenAnswer.parse(await readJsonCapped(response, ANSWER_MAX_BYTES));
  if (provider.userinfoUrl) {
    if (!tokens.access_token) throw new Error('no access token');
    return userinfo(provider.userinfoUrl, tokens.access_token);
  }
  if (!tokens.id_token) throw new Error('no ID token');
  return fromIdToken(provider, tokens.id_token, input.nonce);
}

async function userinfo(url: string, accessToken: string): Promise<Identity> {
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`userinfo endpoint answered ${response.status}`);
  const answer = userinfoAnswer.parse(await readJsonCapped(response, ANSWER_MAX_BYTES));
  const subject = String(answer.sub ?? answer.id ?? '');
  if (!subject) throw new Error('userinfo without a subject');
  return { subject, name: answer.name ?? '' };
}

function fromIdToken(provider: SocialProvider, idToken: string, nonce: string): Identity {
  const payload = idToken.split('.')[1];
  if (!payload) throw new Error('malformed ID token');
  const json = new TextDecoder().decode(
    Uint8Array.from(atob(payload.replace(/-/g, '+').replace(/_/g, '/')), (ch) => ch.charCodeAt(0)),
  );
  const claims = idTokenClaims.parse(JSON.parse(json));
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audiences.includes(provider.clientId)) throw new Error('ID token for another client');
  if (claims.exp * 1000 < Date.now()) throw new Error('ID token expired');
  if (provider.issuer && claims.iss !== provider.issuer) throw new Error('ID token from another issuer');
  if (claims.nonce !== nonce) throw new Error('ID token nonce does not match');
  return { subject: claims.sub, name: claims.name ?? '' };
}
