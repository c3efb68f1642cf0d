import { useNavigate } from '../app/navigate-context';
import { useMenus } from '../app/menus-context';
import { useI18n } from '../i18n/use-i18n';
import { cleanSearchText } from '../lib/search-path';
import { Icon } from './Icon';
import { Link } from './Link';

/**
 * The chat button's panel: a search of the help centre and the support channels the operator configured.
 * Its own chunk, loaded the first time a shopper opens it (most pages never do).
 */
export function ChatPanel({ panelId, setOpen }: { panelId: string; setOpen: (open: boolean) => void }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { contact, links } = useMenus().site;
  return (
    <section id={panelId} className="chat-panel" aria-labelledby={`${panelId}-title`}>
      <h2 id={`${panelId}-title`}>{t('shell.chat.title')}</h2>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          const text = cleanSearchText(String(new FormData(event.currentTarget).get('q') ?? ''));
          setOpen(false);
          void navigate(text ? `/helpcenter/search/${encodeURIComponent(text)}` : '/helpcenter');
        }}
      >
        <label htmlFor={`${panelId}-q`}>{t('shell.chat.searchLabel')}</label>
        <div className="newsletter-row">
          <input id={`${panelId}-q`} name="q" type="search" placeholder={t('shell.chat.searchPlaceholder')} />
          <button type="submit" className="button button-brand">
            {t('shell.chat.search')}
          </button>
        </div>
      </form>
      <h3>{t('shell.chat.channels')}</h3>
      <ul className="chat-channels">
        {links.telegram && (
          <li>
            <a href={links.telegram} target="_blank" rel="noopener noreferrer">
              <Icon name="send" size={18} />
              {t('shell.chat.telegram')}
            </a>
          </li>
        )}
        {links.facebook && (
          <li>
            <a href={links.facebook} target="_blank" rel="noopener noreferrer">
              <Icon name="facebook" size={18} />
              {t('shell.chat.facebook')}
            </a>
          </li>
        )}
        {contact.phone && (
          <li>
            <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>
              <Icon name="phone" size={18} />
              {t('shell.chat.phone', { phone: contact.phone })}
            </a>
          </li>
        )}
        {contact.email && (
          <li>
            <a href={`mailto:${contact.email}`}>
              <Icon name="mail" size={18} />
              {t('shell.chat.email', { email: contact.email })}
            </a>
          </li>
        )}
        <li>
          <Link to="/helpcenter" onClick={() => setOpen(false)}>
            <Icon name="headset" size={18} />
            {t('shell.chat.helpCentre')}
          </Link>
        </li>
      </ul>
    </section>
  );
}
