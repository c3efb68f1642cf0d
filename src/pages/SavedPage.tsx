import { useState } from 'react';
import type { ProductCard as ProductCardData } from '../api/contract/products';
import { OfflineError, useApi } from '../api/client';
import type { PageProps } from '../app/page-props';
import { Link } from '../components/Link';
import { LoadError } from '../components/LoadError';
import { Pagination } from '../components/Pagination';
import { ProductCard } from '../components/ProductCard';
import { useI18n } from '../i18n/use-i18n';
import { showToast } from '../store/actions';
import { setSaved } from '../store/marks-actions';
import { useStore } from '../store/use-store';
import type { saved } from '../../worker/loaders/saved';

/** My saved products: a grid of cards, each with a remove button, or a way to start browsing. */
export default function SavedPage({ route, data }: PageProps<typeof saved>) {
  const { t } = useI18n();
  const api = useApi();
  const store = useStore();
  const [list, setList] = useState(data.products?.list ?? []);
  const [busy, setBusy] = useState(0);

  async function remove(product: ProductCardData) {
    setBusy(product.id);
    try {
      const refused = await setSaved(store, api, product.id, false);
      if (refused) showToast(store, { kind: 'error', text: refused, position: 'top-right' }, 3000);
      else {
        setList((current) => current.filter((item) => item.id !== product.id));
        showToast(store, { kind: 'success', text: t('member.saved.removed'), position: 'top-right' }, 1500);
      }
    } catch (failure) {
      if (!(failure instanceof OfflineError))
        showToast(store, { kind: 'error', text: t('status.loadFailed'), position: 'top-right' }, 3000);
    } finally {
      setBusy(0);
    }
  }

  return (
    <section className="account-panel">
      <h1>{t(['route', route])}</h1>
      {data.products === null ? (
        <LoadError />
      ) : list.length === 0 ? (
        <div className="empty-state">
          <p>{t('member.saved.empty')}</p>
          <Link className="button button-primary" to="/products">
            {t('member.saved.browse')}
          </Link>
        </div>
      ) : (
        <>
          <h2 className="visually-hidden">{t('member.saved.count', { count: data.products.total })}</h2>
          <ul className="product-grid saved-grid">
            {list.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} actions={false}>
                  <button
                    type="button"
                    className="link-button danger saved-remove"
                    aria-label={t('member.saved.removeNamed', { name: product.name })}
                    disabled={busy === product.id}
                    onClick={() => void remove(product)}
                  >
                    {t('member.saved.remove')}
                  </button>
                </ProductCard>
              </li>
            ))}
          </ul>
          <Pagination
            page={data.products.page}
            pages={data.products.pages}
            hrefFor={(page) => `/accounts/save?page=${page}`}
          />
        </>
      )}
    </section>
  );
}
