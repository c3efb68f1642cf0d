import { useI18n } from '../i18n/use-i18n';
import { useStoreSnapshot } from '../store/use-store';
import { Icon } from './Icon';

/** A quiet notice while the browser reports no network (the store's `online`, kept by the client entry). */
export function OfflineNotice() {
  const { t } = useI18n();
  const { online } = useStoreSnapshot();
  return (
    <div className="offline-notice" role="status" hidden={online}>
      {!online && (
        <>
          <Icon name="offline" size={18} />
          {t('shell.offline')}
        </>
      )}
    </div>
  );
}
