import { z } from 'zod';

/** The social sign-in providers the shop knows; each is on only when its client id and secret are set. */
export const SOCIAL_PROVIDER_IDS = ['facebook', 'apple'] as const;
export type SocialProviderId = (typeof SOCIAL_PROVIDER_IDS)[number];

/** One provider's OAuth 2.0 / OpenID Connect endpoints and client. No userinfo URL: identity comes from the ID token. */
export type SocialProvider = {
  id: SocialProviderId;
  name: string;
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  /** The ID token's expected `iss` (empty: not checked; the token comes straight from the token endpoint over TLS). */
  issuer: string;
  scope: string;
};

type Defaults = Omit<SocialProvider, 'id' | 'clientId' | 'clientSecret'>;

/** The public endpoints, so a deployment sets only the client id and secret (any may be overridden). */
const DEFAULTS: Record<SocialProviderId, Defaults> = {
  facebook: {
    name: 'Facebook',
    authorizeUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v19.0/oauth/access_token',
    userinfoUrl: 'https://graph.facebook.com/me?fields=id,name',
    issuer: '',
    scope: 'public_profile',
  },
  apple: {
    name: 'Apple',
    authorizeUrl: 'https://appleid.apple.com/auth/authorize',
    tokenUrl: 'https://appleid.apple.com/auth/token',
    userinfoUrl: '',
    issuer: 'https://appleid.apple.com',
    // No name or email scope: Apple would then answer by a cross-site form POST, which the Lax flow cookie does not follow.
    scope: 'openid',
  },
};

/** https, or plain http to this machine (the tests' fake provider). */
const endpoint = z.union([
  z.literal(''),
  z
    .url({ protocol: /^https?$/ })
    .refine((url) => url.startsWith('https://') || /^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(url), 'https only'),
]);
const text = z.string().trim().max(2000).default('');

/** The env variables of one provider, `FACEBOOK_OAUTH_CLIENT_ID` and so on. */
export function providerSchema(prefix: string) {
  return {
    [`${prefix}_OAUTH_CLIENT_ID`]: text,
    [`${prefix}_OAUTH_CLIENT_SECRET`]: text,
    [`${prefix}_OAUTH_AUTHORIZE_URL`]: endpoint.default(''),
    [`${prefix}_OAUTH_TOKEN_URL`]: endpoint.default(''),
    [`${prefix}_OAUTH_USERINFO_URL`]: endpoint.default(''),
    [`${prefix}_OAUTH_ISSUER`]: text,
    [`${prefix}_OAUTH_SCOPE`]: text,
  };
}

/** The configured providers: those with a client id (a secret is then required, else `missing` names it). */
export function readProviders(vars: Record<string, string>): { providers: SocialProvider[]; missing: string[] } {
  const providers: SocialProvider[] = [];
  const missing: string[] = [];
  for (const id of SOCIAL_PROVIDER_IDS) {
    const prefix = `${id.toUpperCase()}_OAUTH`;
    const clientId = vars[`${prefix}_CLIENT_ID`] ?? '';
    if (!clientId) continue;
    const clientSecret = vars[`${prefix}_CLIENT_SECRET`] ?? '';
    if (!clientSecret) missing.push(`${prefix}_CLIENT_SECRET`);
    const base = DEFAULTS[id];
    const pick = (name: string, fallback: string) => vars[`${prefix}_${name}`] || fallback;
    providers.push({
      id,
      name: base.name,
      clientId,
      clientSecret,
      authorizeUrl: pick('AUTHORIZE_URL', base.authorizeUrl),
      tokenUrl: pick('TOKEN_URL', base.tokenUrl),
      userinfoUrl: pick('USERINFO_URL', base.userinfoUrl),
      issuer: pick('ISSUER', base.issuer),
      scope: pick('SCOPE', base.scope),
    });
  }
  return { providers, missing };
}
