import { useI18n } from '../i18n/use-i18n';
import { Icon, type IconName } from './Icon';

const BENEFITS: { icon: IconName; key: 'memberDiscount' | 'fastResponse' | 'support' | 'securePayment' }[] = [
  { icon: 'tag', key: 'memberDiscount' },
  { icon: 'bolt', key: 'fastResponse' },
  { icon: 'headset', key: 'support' },
  { icon: 'shield', key: 'securePayment' },
];

/** The four promises above the footer: member discount, fast response, customer support, secure payment. */
export function Benefits() {
  const { t } = useI18n();
  return (
    <ul className="benefits container" aria-label={t('shell.footer.benefits')}>
      {BENEFITS.map((benefit) => (
        <li key={benefit.key}>
          <span className="benefit-icon">
            <Icon name={benefit.icon} size={24} />
          </span>
          <span>
            <strong>{t(`shell.footer.${benefit.key}`)}</strong>
            <span className="benefit-text">{t(`shell.footer.${benefit.key}Text`)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
