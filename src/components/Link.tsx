import type { AnchorHTMLAttributes } from 'react';
import { useI18n } from '../i18n/use-i18n';
import { localizePath } from '../../lib/paths';

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** An unprefixed path (`/products`); the page's language prefix is added. */
  to: string;
};

/** Every in-app link: localized, and navigated in the app once hydrated. */
export function Link({ to, ...props }: LinkProps) {
  const { lang } = useI18n();
  return <a href={localizePath(to, lang)} {...props} />;
}
