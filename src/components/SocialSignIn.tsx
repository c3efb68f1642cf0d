import { useConfig } from '../app/config-context';
import { useI18n } from '../i18n/use-i18n';
import { SOCIAL_PROVIDER_NAMES, type SocialFailure } from '../../lib/social-providers';
import { Link } from './Link';

export type SocialSignInData = { next: string | null; failure: { reason: SocialFailure; provider: string } | null };

/** Why the last social sign-in came back without signing in, as a danger alert. */
export function SocialFailureAlert({ failure }: { failure: SocialSignInData['failure'] }) {
  const { t } = useI18n();
  if (!failure) return null;
  const provider = SOCIAL_PROVIDER_NAMES[failure.provider] ?? 'Facebook / Apple';
  return (
    <p className="alert alert-danger" role="alert">
      {t(`member.social.${failure.reason}`, { provider })}
    </p>
  );
}

/**
 * A button per configured provider (none configured: nothing), under an "or" after another way to sign in.
 * Each loads the server's start of the flow as a whole page (`data-reload`), which goes on to the provider.
 */
export function SocialButtons({ next, or = true }: { next: string | null; or?: boolean }) {
  const { t } = useI18n();
  const providers = useConfig().public.socialProviders.filter((id) => Object.hasOwn(SOCIAL_PROVIDER_NAMES, id));
  if (providers.length === 0) return null;
  const back = next ? `&redirect=${encodeURIComponent(next)}` : '';
  return (
    <div className="social-sign-in">
      {or && (
        <p className="social-or">
          <span>{t('member.social.or')}</span>
        </p>
      )}
      {providers.map((id) => (
        <Link
          key={id}
          to={`/user/other-login?provider=${id}${back}`}
          data-reload=""
          className={`button social-button social-${id}`}
        >
          {t('member.social.continueWith', { provider: SOCIAL_PROVIDER_NAMES[id] })}
        </Link>
      ))}
    </div>
  );
}
