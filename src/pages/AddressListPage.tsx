import { useState } from 'react';
import type { Address } from '../../commerce/contract/addresses';
import { useApi } from '../api/client';
import type { PageProps } from '../app/page-props';
import { Link } from '../components/Link';
import { LoadError } from '../components/LoadError';
import { useI18n } from '../i18n/use-i18n';
import { addressLine } from '../lib/address-line';
import { labelText } from '../lib/label-text';
import { formatMobile } from '../../lib/mobile';
import { showToast } from '../store/actions';
import { useStore } from '../store/use-store';
import type { addressList } from '../../worker/loaders/address-list';
import { useAction } from '../app/use-action';

/** The shopper's addresses: the default marked, each with edit, make default and delete. */
export default function AddressListPage({ data }: PageProps<typeof addressList>) {
  const { t, lang } = useI18n();
  const api = useApi();
  const store = useStore();
  const [addresses, setAddresses] = useState(data.addresses);
  const change = useAction({ report: 'toast' });
  /** The address being changed, while its change runs. */
  const [changing, setChanging] = useState(0);
  const busy = change.busy ? changing : 0;

  async function act(id: number, action: 'default' | 'delete') {
    if (action === 'delete' && !window.confirm(t('member.address.confirmDelete'))) return;
    setChanging(id);
    await change.run(async () => {
      const answer = await api.post(`/addresses/${id}/${action}`);
      showToast(
        store,
        { kind: answer.code === 0 ? 'success' : 'error', text: answer.msg, position: 'top-right' },
        1500,
      );
      const list = await api.get<Address[]>('/addresses');
      if (list.code === 0) setAddresses(list.data);
    });
  }

  return (
    <section className="account-panel">
      <div className="panel-head">
        <h1>{t(['route', 'accounts.address-list'])}</h1>
        <Link className="button button-secondary" to="/accounts/address/add-address">
          {t('member.address.add')}
        </Link>
      </div>
      {addresses === null ? (
        <LoadError />
      ) : addresses.length === 0 ? (
        <p className="empty-note">{t('member.address.empty')}</p>
      ) : (
        <ul className="address-list">
          {addresses.map((address) => (
            <li key={address.id} className="address-card">
              <p className="address-who">
                <strong>{address.name}</strong> <span>{formatMobile(address.phone)}</span>
                {address.is_default === 1 && <span className="tag">{t('member.address.isDefault')}</span>}
              </p>
              <p>{addressLine(address)}</p>
              {address.landmark && <p className="muted">{address.landmark}</p>}
              <p className="card-actions">
                <Link
                  to={`/accounts/address/${address.id}`}
                  aria-label={`${labelText(lang, t('member.address.edit'))} ${address.name}`}
                >
                  {t('member.address.edit')}
                </Link>
                {address.is_default === 0 && (
                  <button
                    type="button"
                    className="link-button"
                    disabled={busy === address.id}
                    onClick={() => void act(address.id, 'default')}
                  >
                    {t('member.address.makeDefault')}
                  </button>
                )}
                <button
                  type="button"
                  className="link-button danger"
                  disabled={busy === address.id}
                  onClick={() => void act(address.id, 'delete')}
                >
                  {t('member.address.delete')}
                </button>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
