import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { OfflineError, useApi } from '../api/client';
import { useNavigate } from '../app/client-router';
import { useI18n } from '../i18n/use-i18n';
import { localizePath } from '../lib/paths';
import { showToast } from '../store/actions';
import { setSaved } from '../store/marks-actions';
import { useStore } from '../store/use-store';
import { Icon } from './Icon';

type SaveButtonProps = {
  productId: number;
  /** The product's name, so each heart in a grid says which product it saves. */
  name: string;
  /** On the product page the button shows its label; on cards the heart alone. */
  labelled?: boolean;
};

/**
 * The heart that saves a product for later (aria-pressed while saved). Its state comes from the
 * store's marks, loaded once per page for the signed-in shopper. A guest goes to sign-in and comes back.
 */
export function SaveButton({ productId, name, labelled = false }: SaveButtonProps) {
  const { t, lang } = useI18n();
  const store = useStore();
  const api = useApi();
  const navigate = useNavigate();
  const saved = useSnapshot(store).marks.saved.includes(productId);
  const [busy, setBusy] = useState(false);

  async function toggle() {
    if (!store.session.loggedIn) {
      await navigate(`${localizePath('/user/login', lang)}?redirect=${encodeURIComponent(location.pathname + location.search)}`);
      return;
    }
    setBusy(true);
    try {
      const refused = await setSaved(store, api, productId, !saved);
      if (refused) showToast(store, { kind: 'error', text: refused, position: 'top-right' }, 3000);
    } catch (failure) {
      if (!(failure instanceof OfflineError)) showToast(store, { kind: 'error', text: t('status.loadFailed'), position: 'top-right' }, 3000);
    } finally {
      setBusy(false);
    }
  }

  // A toggle keeps one label; aria-pressed and the filled heart say whether the product is saved.
  return (
    <button
      type="button"
      className={labelled ? 'save-button save-button-labelled' : 'save-button'}
      aria-pressed={saved}
      aria-label={labelled ? undefined : t('catalogue.card.saveNamed', { name })}
      disabled={busy}
      onClick={toggle}
    >
      <Icon name="heart" size={labelled ? 20 : 18} />
      {labelled && <span>{t('catalogue.card.save')}</span>}
    </button>
  );
}
