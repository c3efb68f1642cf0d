import type { Context } from 'hono';
import { z } from 'zod';
import { clearSocialFlowCookie, readCookie, setSocialFlowCookie, SOCIAL_FLOW_COOKIE } from '../request/cookies';
import { SOCIAL_PROVIDER_IDS } from './providers';

/** What the browser carries between leaving for the provider and coming back (HttpOnly, 10 minutes). */
export type Flow = z.infer<typeof flowSchema>;

const token = z.string().regex(/^[A-Za-z0-9_-]{22,128}$/);
const flowSchema = z.object({
  provider: z.enum(SOCIAL_PROVIDER_IDS),
  state: token,
  verifier: token,
  nonce: token,
  /** The localized, already safe path to open after signing in. */
  next: z.string().max(2048),
  lang: z.enum(['en', 'km']),
});

/** A random value of `bytes` bytes, base64url: states, PKCE verifiers and nonces. */
export function randomToken(bytes = 32): string {
  return base64url(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** The PKCE S256 challenge of a verifier. */
export async function pkceChallenge(verifier: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))));
}

function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export function saveFlow(c: Context, flow: Flow): void {
  // The cookie helper URL-encodes the value, and reading decodes it.
  setSocialFlowCookie(c, JSON.stringify(flow));
}

/** The flow this browser started, once: the cookie is cleared whatever it held. Null when missing or malformed. */
export function takeFlow(c: Context): Flow | null {
  const raw = readCookie(c, SOCIAL_FLOW_COOKIE);
  clearSocialFlowCookie(c);
  if (!raw) return null;
  try {
    const parsed = flowSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
