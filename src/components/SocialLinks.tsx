import { useMenus } from '../app/menus-context';
import { useI18n } from '../i18n/use-i18n';
import { Icon } from './Icon';

const CHANNELS = [
  { key: 'telegram', icon: 'send' },
  { key: 'facebook', icon: 'facebook' },
  { key: 'tiktok', icon: 'tiktok' },
  { key: 'youtube', icon: 'youtube' },
] as const;

/**
 * The shop's social channels the operator set in the console (menus.site.links); an unset one is left out.
 * The footer's "Follow us" and the header's top bar show the same list.
 */
export function SocialLinks({ className, iconSize = 18 }: { className: string; iconSize?: number }) {
  const { t } = useI18n();
  const { links } = useMenus().site;
  const shown = CHANNELS.filter((channel) => links[channel.key]);
  if (shown.length === 0) return null;
  return (
    <ul className={`social-links ${className}`}>
      {shown.map((channel) => (
        <li key={channel.key}>
          <a
            href={links[channel.key]}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t(`shell.social.${channel.key}`)}
          >
            <Icon name={channel.icon} size={iconSize} />
          </a>
        </li>
      ))}
    </ul>
  );
}
