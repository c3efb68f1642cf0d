import type { PageProps } from '../app/page-props';
import { useNavigate } from '../app/navigate-context';
import { AddressForm } from '../components/AddressForm';
import { Link } from '../components/Link';
import { LoadError } from '../components/LoadError';
import { useI18n } from '../i18n/use-i18n';
import { showToast } from '../store/actions';
import { useStore } from '../store/use-store';
import type { addressForm } from '../../worker/loaders/address-form';

/** Add an address (/accounts/address/add-address) or edit one (/accounts/address/{id}); then back to the list. */
export default function AddressFormPage({ route, data }: PageProps<typeof addressForm>) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const store = useStore();
  async function saved() {
    showToast(store, { kind: 'success', text: t('member.address.saved'), position: 'top-right' }, 1500);
    await navigate('/accounts/address/address-list');
  }
  return (
    <section className="account-panel">
      <h1>{t(['route', route])}</h1>
      {data.options ? <AddressForm options={data.options} address={data.address} onSaved={saved} /> : <LoadError />}
      <p>
        <Link to="/accounts/address/address-list">{t('member.address.back')}</Link>
      </p>
    </section>
  );
}
