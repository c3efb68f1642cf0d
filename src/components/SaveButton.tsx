import { ShopperPart } from '../app/ShopperPart';
import { useApi } from '../api/client';
import { useAction } from '../app/use-action';
import { useI18n } from '../i18n/use-i18n';
import { setSaved } from '../store/marks-actions';
import { useStore, useStoreSnapshot } from '../store/use-store';
import { Icon } from './Icon';

type SaveButtonProps = {
  productId: number;
  /** The product's name, so each heart in a grid says which product it saves. */
  name: string;
  /** On the product page the button shows its label; on cards the heart alone. */
  labelled?: boolean;
};

/** The heart, rendered for the shopper (ShopperPart): whether it is pressed depends on who is signed in. */
export function SaveButton(props: SaveButtonProps) {
  return (
    <ShopperPart>
      <SaveToggle {...props} />
    </ShopperPart>
  );
}

/**
 * The heart that saves a product for later (aria-pressed while saved). Its state comes from the
 * store's marks, loaded once per page for the signed-in shopper. A guest goes to sign-in and comes back.
 */
function SaveToggle({ productId, name, labelled = false }: SaveButtonProps) {
  const { t } = useI18n();
  const store = useStore();
  const api = useApi();
  const { busy, run } = useAction({ member: true, report: 'toast' });
  const saved = useStoreSnapshot().marks.saved.includes(productId);
  const toggle = () => run(() => setSaved(store, api, productId, !saved));

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
