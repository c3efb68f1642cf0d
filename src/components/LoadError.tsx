import { useI18n } from '../i18n/use-i18n';

/** Shown where a part of a page could not get its data: the rest of the page still works. */
export function LoadError() {
  const { t } = useI18n();
  return (
    <p className="load-error" role="alert">
      {t('status.loadFailed')}
    </p>
  );
}
