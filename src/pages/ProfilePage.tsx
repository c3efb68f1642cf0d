import type { z } from 'zod';
import type { profileResponse } from '../../commerce/contract/profile';
import type { PageProps } from '../app/page-props';
import { Link } from '../components/Link';
import { LoadError } from '../components/LoadError';
import { useI18n } from '../i18n/use-i18n';
import { labelText } from '../lib/label-text';
import { formatMobile } from '../../lib/mobile';
import type { profile } from '../../worker/loaders/profile';

export type Profile = z.infer<typeof profileResponse>['data'];

/** Name, mobile, email and password, each with a link to change it. */
export default function ProfilePage({ data }: PageProps<typeof profile>) {
  const { t, lang } = useI18n();
  const { profile } = data;
  const rows = profile && [
    { label: t('member.profile.name'), value: profile.name, to: '/accounts/update/username' },
    {
      label: t('auth.mobile'),
      value: profile.mobile ? formatMobile(profile.mobile) : t('member.profile.none'),
      to: '/accounts/update/phone',
    },
    {
      label: t('member.profile.email'),
      value: profile.email ?? t('member.profile.none'),
      to: '/accounts/update/email',
    },
    { label: t('auth.password'), value: '••••••••', to: '/accounts/update/password' },
  ];
  return (
    <section className="account-panel">
      <h1>{t(['route', 'accounts.profile'])}</h1>
      {rows ? (
        <dl className="profile-list">
          {rows.map((row) => (
            <div key={row.to} className="profile-row">
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
              <dd>
                <Link to={row.to} aria-label={`${labelText(lang, t('member.profile.change'))} ${row.label}`}>
                  {t('member.profile.change')}
                </Link>
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <LoadError />
      )}
    </section>
  );
}
