import { safeRedirect } from '../../lib/paths';
import { SOCIAL_FAILURES, SOCIAL_PROVIDER_NAMES } from '../../lib/social-providers';
import { defineLoader } from './loader';

/**
 * The login and social sign-in pages: the page to come back to (`?redirect=`, only a safe local path)
 * why a social sign-in returned (`?social=` and `?provider=`, only known values), and why the shopper
 * was sent here (`?reason=cart`: an add to cart waits for the sign-in). No API call.
 */
export const socialSignIn = defineLoader(async ({ query }) => {
  const reason = SOCIAL_FAILURES.find((name) => name === query.get('social')) ?? null;
  const provider = query.get('provider') ?? '';
  const data = {
    next: query.has('redirect') ? safeRedirect(query.get('redirect'), '') || null : null,
    failure: reason && { reason, provider: Object.hasOwn(SOCIAL_PROVIDER_NAMES, provider) ? provider : '' },
    forCart: query.get('reason') === 'cart',
  };
  return { data };
});

/** The hand-off page: where to go on (`?next=`, a safe local path; home otherwise). */
export const loading = defineLoader(async ({ query }) => ({
  data: { next: safeRedirect(query.get('next'), '') || null },
}));
