import { useI18n } from '../../i18n/use-i18n';
import { Link } from '../Link';

/** The way out of the help centre: customer service. */
export function StillNeedHelp() {
  const { t } = useI18n();
  return (
    <aside className="still-need-help" aria-labelledby="still-need-help">
      <h2 id="still-need-help">{t('content.help.stillNeedHelp')}</h2>
      <Link className="button button-outline" to="/customerservices">
        {t('content.help.contactUs')}
      </Link>
    </aside>
  );
}
