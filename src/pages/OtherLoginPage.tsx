import { useConfig } from '../app/config-context';
import type { PageProps } from '../app/page-props';
import { Link } from '../components/Link';
import { SocialButtons, SocialFailureAlert } from '../components/SocialSignIn';
import { useI18n } from '../i18n/use-i18n';
import { signInPath } from '../../lib/paths';
import type { socialSignIn } from '../../worker/loaders/social-sign-in';

/** Social sign-in: the providers' buttons, or, with none configured, why not and the way back to sign-in. */
export default function OtherLoginPage({ data }: PageProps<typeof socialSignIn>) {
  const { t } = useI18n();
  const configured = useConfig().public.socialProviders.length > 0;
  const login = data.next ? signInPath(data.next) : '/user/login';
  return (
    <section className="auth-card">
      <h1>{t(['route', 'user.other-login'])}</h1>
      <SocialFailureAlert failure={data.failure} />
      {configured ? (
        <SocialButtons next={data.next} or={false} />
      ) : (
        <p className="alert alert-info">{t('member.social.none')}</p>
      )}
      <p className="auth-links">
        <Link to={login}>{t('member.social.back')}</Link>
      </p>
    </section>
  );
}
