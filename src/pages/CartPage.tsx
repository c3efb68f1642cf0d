import { useEffect } from 'react';
import { useApi, type ApiEnvelope } from '../api/client';
import type { CartGroup } from '../../commerce/contract/cart';
import type { PageProps } from '../app/page-props';
import { useConfig } from '../app/config-context';
import { useNavigate } from '../app/navigate-context';
import { CartLine } from '../components/CartLine';
import { Link } from '../components/Link';
import { LoadError } from '../components/LoadError';
import { useI18n } from '../i18n/use-i18n';
import { formatRiel, formatUsd } from '../../lib/money';
import { removeLines, selectLines, setQuantity } from '../store/cart-page-actions';
import { cartState } from '../store/cart-state';
import { useStore, useStoreSnapshot } from '../store/use-store';
import type { cart } from '../../worker/loaders/cart';
import { useAction } from '../app/use-action';

/** The cart by merchant: select lines or whole merchants, change quantities, remove; the selected total due now. */
export default function CartPage({ data }: PageProps<typeof cart>) {
  const { t } = useI18n();
  const { khrPerUsd } = useConfig();
  const store = useStore();
  const api = useApi();
  const navigate = useNavigate();
  const { cart } = useStoreSnapshot();
  const action = useAction();
  const { busy, error } = action;
  const groups = cart.groups as CartGroup[];
  const lines = groups.flatMap((group) => group.child);
  const selected = lines.filter((line) => line.selected === 1);

  // The loader's fresh list is the truth for this page (the header's copy may be a moment older).
  useEffect(() => {
    if (data.cart) store.cart = cartState(data.cart);
  }, [data.cart, store]);
  const empty = data.cart !== null && lines.length === 0;
  useEffect(() => {
    if (empty) void navigate('/carts/cart-empty', { replace: true });
  }, [empty, navigate]);

  /** A change to the cart: the API's refusal shows above the lines. */
  const run = (change: () => Promise<ApiEnvelope<unknown>>) =>
    action.run(async () => {
      const answer = await change();
      if (answer.code !== 0) return answer.msg;
    });

  if (data.cart === null) {
    return (
      <>
        <h1>{t('route.carts')}</h1>
        <LoadError />
      </>
    );
  }
  return (
    <div className="cart-page">
      <h1>{t('route.carts')}</h1>
      {error && (
        <p className="alert alert-danger" role="alert">
          {error}
        </p>
      )}
      {empty && (
        <p>
          <Link to="/carts/cart-empty">{t('checkout.cart.goToEmpty')}</Link>
        </p>
      )}
      {groups.map((group) => {
        const all = group.child.every((line) => line.selected === 1);
        return (
          <section key={group.merchant_id} className="cart-group" aria-labelledby={`merchant-${group.merchant_id}`}>
            <h2 className="cart-group-head" id={`merchant-${group.merchant_id}`}>
              <label className="tick">
                <input
                  type="checkbox"
                  checked={all}
                  disabled={busy}
                  aria-label={t('checkout.cart.selectMerchant', { name: group.name })}
                  onChange={(event) =>
                    run(() =>
                      selectLines(
                        store,
                        api,
                        group.child.map((line) => line.id),
                        event.target.checked,
                      ),
                    )
                  }
                />
              </label>
              <Link to={`/merchant/${group.merchant_id}`}>{group.name}</Link>
            </h2>
            <ul className="cart-lines">
              {group.child.map((line) => (
                <CartLine
                  key={line.id}
                  line={line}
                  busy={busy}
                  onSelect={(on) => run(() => selectLines(store, api, [line.id], on))}
                  onQuantity={(num) => run(() => setQuantity(store, api, line.id, num))}
                  onRemove={() => run(() => removeLines(store, api, [line.id]))}
                />
              ))}
            </ul>
          </section>
        );
      })}
      {lines.length > 0 && (
        <div className="cart-bar">
          <label className="cart-bar-all">
            <input
              type="checkbox"
              checked={selected.length === lines.length}
              disabled={busy}
              onChange={(event) => run(() => selectLines(store, api, null, event.target.checked))}
            />
            {t('checkout.cart.selectAll')}
          </label>
          <div className="cart-bar-total">
            <span>{t('checkout.cart.total')}</span>
            <strong data-testid="cart-total">{formatUsd(cart.totalCents)}</strong>
            <span className="price-riel">{formatRiel(cart.totalCents, khrPerUsd)}</span>
            <small>{t('checkout.cart.selected', { count: selected.reduce((sum, line) => sum + line.num, 0) })}</small>
          </div>
          {selected.length > 0 ? (
            <Link to="/checkouts/confirm_order/checkout" className="button button-primary">
              {t('checkout.cart.checkout')}
            </Link>
          ) : (
            <p className="cart-bar-hint">{t('checkout.cart.nothingSelected')}</p>
          )}
        </div>
      )}
      <p className="form-hint">{t('checkout.cart.totalHint')}</p>
    </div>
  );
}
