import { useState } from 'react';
import type { z } from 'zod';
import type { merchantSchema } from '../../commerce/contract/shops';
import { useI18n } from '../i18n/use-i18n';
import { FollowButton } from './FollowButton';
import { Link } from './Link';

export type Merchant = z.infer<typeof merchantSchema>;

type MerchantCardProps = {
  merchant: Merchant;
  /** Headings inside lists sit one level below the page's section heading. */
  headingLevel?: 2 | 3;
  /** The card links to the shop unless it is on the shop's own page. */
  linked?: boolean;
};

/** A merchant: logo, name, city, rating, products and followers, with a follow button. */
export function MerchantCard({ merchant, headingLevel = 3, linked = true }: MerchantCardProps) {
  const { t } = useI18n();
  const [followers, setFollowers] = useState(merchant.followers);
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="merchant-card">
      <img src={merchant.logo} alt="" width={56} height={56} loading="lazy" decoding="async" />
      <div className="merchant-card-body">
        <Heading className="merchant-card-name">
          {linked ? <Link to={`/merchant/${merchant.id}`}>{merchant.name}</Link> : merchant.name}
        </Heading>
        <p className="merchant-card-meta">
          <span>{merchant.city}</span>
          <span>★ {t('catalogue.merchant.rating', { rating: merchant.rating.toFixed(1) })}</span>
          <span>{t('catalogue.merchant.products', { count: merchant.products })}</span>
          {/* "0 followers" on a new shop says nothing a shopper can use. */}
          {followers > 0 && <span>{t('catalogue.merchant.followers', { count: followers })}</span>}
        </p>
      </div>
      <FollowButton merchantId={merchant.id} onFollowers={setFollowers} />
    </article>
  );
}
