import { awaitFor } from '../app/Await';
import type { PageProps } from '../app/page-props';
import { Link } from '../components/Link';
import { LoadError } from '../components/LoadError';
import { ProductGrid } from '../components/ProductGrid';
import { useI18n } from '../i18n/use-i18n';
import type { cartEmpty } from '../../worker/loaders/cart';

const Await = awaitFor<typeof cartEmpty>();

/** The empty cart, with best sellers to start from. */
export default function CartEmptyPage(_props: PageProps<typeof cartEmpty>) {
  const { t } = useI18n();
  return (
    <div className="cart-empty">
      <h1>{t(['route', 'carts.empty'])}</h1>
      <p>{t('checkout.cart.emptyLead')}</p>
      <Await name="suggestions" fallback={<p className="skeleton">{t('catalogue.loading')}</p>}>
        {(settled) =>
          settled.ok ? <ProductGrid products={settled.value} label={t('checkout.cart.suggestions')} /> : <LoadError />
        }
      </Await>
      <p>
        <Link to="/products" className="button button-primary">
          {t('checkout.cart.browse')}
        </Link>
      </p>
    </div>
  );
}
