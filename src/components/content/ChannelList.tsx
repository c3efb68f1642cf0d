import { useMenus } from '../../app/menus-context';
import { useI18n } from '../../i18n/use-i18n';

/** The shop's contact channels the operator has set (phone, e-mail, chat and social links); unset ones are left out. */
export function ChannelList() {
  const { t } = useI18n();
  const { contact, links } = useMenus().site;
  const channels = [
    { key: 'phone', value: contact.phone, href: `tel:${contact.phone.replace(/[^\d+]/g, '')}` },
    { key: 'email', value: contact.email, href: `mailto:${contact.email}` },
    { key: 'telegram', value: links.telegram, href: links.telegram },
    { key: 'facebook', value: links.facebook, href: links.facebook },
    { key: 'tiktok', value: links.tiktok, href: links.tiktok },
    { key: 'youtube', value: links.youtube, href: links.youtube },
  ].filter((channel) => channel.value);
  return (
    <ul className="channel-list">
      {channels.map((channel) => (
        <li key={channel.key}>
          <span className="channel-name">{t(`content.service.${channel.key}`)}</span>
          <a
            href={channel.href}
            {...(channel.href.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {channel.href.startsWith('http') ? channel.value.replace(/^https?:\/\/(www\.)?/, '') : channel.value}
          </a>
        </li>
      ))}
    </ul>
  );
}
