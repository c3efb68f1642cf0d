import { useState } from 'react';
import type { ProductCard as ProductCardData } from '../../commerce/contract/products';
import { useApi } from '../api/client';
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
import { useAction } from '../app/use-action';

/** My saved products: a grid of cards, each with a remove button, or a way to start browsing. */
export default function SavedPage({ route, data }: PageProps<typeof saved>) {
  const { t } = useI18n();
  const api = useApi();
  const store = useStore();
  const [list, setList] = useState(data.products?.list ?? []);
  const removal = useAction({ report: 'toast' });
  /** The product being removed, while its removal runs. */
  const [removing, setRemoving] = useState(0);
  const busy = removal.busy ? removing : 0;

  async function remove(product: ProductCardData) {
    setRemoving(product.id);
    await removal.run(async () => {
      const refused = await setSaved(store, api, product.id, false);
      if (refused) return refused;
      setList((current) => current.filter((item) => item.id !== product.id));
      showToast(store, { kind: 'success', text: t('member.saved.removed'), position: 'top-right' }, 1500);
    });
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
