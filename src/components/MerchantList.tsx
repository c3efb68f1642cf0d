import type { Paged } from '../../commerce/contract/fields';
import { MerchantCard, type Merchant } from './MerchantCard';
import { Pagination } from './Pagination';

type Props = { merchants: Paged<Merchant>; hrefFor: (page: number) => string };

/** A page of shop cards (each with its follow button) and the links to the other pages. */
export function MerchantList({ merchants, hrefFor }: Props) {
  return (
    <>
      <ul className="merchant-list">
        {merchants.list.map((merchant) => (
          <li key={merchant.id}>
            <MerchantCard merchant={merchant} headingLevel={2} />
          </li>
        ))}
      </ul>
      <Pagination page={merchants.page} pages={merchants.pages} hrefFor={hrefFor} />
    </>
  );
}
