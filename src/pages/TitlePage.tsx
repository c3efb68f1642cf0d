import { useI18n } from '../i18n/use-i18n';
import type { PageProps } from '../app/page-props';

/** A page that so far shows its localized heading; its issue gives it content. */
export default function TitlePage({ route }: PageProps) {
  const { t } = useI18n();
  return <h1>{t(['route', route])}</h1>;
}
