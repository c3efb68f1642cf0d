import type { OpsPromotion, OpsPromotionItem } from '../../commerce/contract/console/content';
import { formatUsd } from '../../lib/money';
import { OpsDocument } from './OpsDocument';
import { useOperatorPage } from './ops-request';
import { OpsPromotionForm } from './OpsPromotionForm';
import { promotionDates } from './OpsPromotionsPage';
import type { VoucherTyped } from './OpsVoucherForm';
import { OPS_MESSAGES } from './ops-messages';
import { opsPath } from './ops-path';
import { AT_NOTICE, OpsNotice, type Notice } from './OpsNotice';
import { OpsSectionNav } from './OpsSectionNav';

/**
 * One promotion: the form that changes it (`typed`: as stored, or as typed when refused), its products at
 * their promotion prices (each changed or removed in its row) and the form that adds one (`itemTyped`:
 * a refused product form's fields).
 */
export function OpsPromotionPage({
  promotion,
  items,
  notice,
  typed,
  itemTyped,
}: {
  promotion: OpsPromotion;
  items: OpsPromotionItem[];
  notice: Notice | null;
  typed: VoucherTyped;
  itemTyped: VoucherTyped;
}) {
  const { lang } = useOperatorPage();
  const m = OPS_MESSAGES[lang].promotions;
  const path = `/promotions/${promotion.id}`;
  // A refused product form (its fields come back in the add form, below the list) is told just above that
  // form, and every form posts to the notice, so the page comes back scrolled to it.
  const itemRefused = notice?.kind === 'error' && itemTyped.product_id !== undefined;
  const itemsAction = opsPath(lang, `${path}/items`) + AT_NOTICE;
  return (
    <OpsDocument title={m.editTitle(lang === 'km' ? promotion.title_km : promotion.title_en)} path={path} withScript>
      <OpsSectionNav lang={lang} group="deals" current="promotions" />
      {!itemRefused && <OpsNotice notice={notice} />}
      <p>{promotionDates(promotion, lang)}</p>
      <OpsPromotionForm
        lang={lang}
        action={opsPath(lang, path) + AT_NOTICE}
        typed={typed}
        slug={promotion.slug}
        banner={promotion.banner}
        submit={m.save}
      />
      <section aria-labelledby="ops-promotion-items">
        <h2 id="ops-promotion-items">{m.items}</h2>
        {items.length === 0 ? (
          <p>{m.noItems}</p>
        ) : (
          <div className="ops-scroll">
            <table className="ops-table">
              <thead>
                <tr>
                  <th scope="col">{m.product}</th>
                  <th scope="col">{m.price}</th>
                  <th scope="col">{m.promoPrice}</th>
                  <th scope="col">
                    <span className="ops-muted">—</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((item) => {
                  const form = `promotion-item-${item.product_id}`;
                  return (
                    <tr key={item.product_id}>
                      <td data-label={m.product}>{`${item.product_id} · ${item.name}`}</td>
                      <td data-label={m.price}>{formatUsd(item.price_cents)}</td>
                      <td data-label={m.promoPrice}>
                        <input
                          form={form}
                          name="promo_price"
                          aria-label={`${m.promoPrice}: ${item.product_id}`}
                          defaultValue={(item.promo_cents / 100).toFixed(2)}
                          inputMode="decimal"
                          required
                        />
                      </td>
                      <td>
                        <form id={form} method="post" action={itemsAction}>
                          <input type="hidden" name="product_id" value={item.product_id} />
                          <button type="submit">{m.saveItem}</button>
                        </form>
                        <form
                          method="post"
                          action={opsPath(lang, `${path}/items/${item.product_id}/remove`) + AT_NOTICE}
                        >
                          <button type="submit">{m.removeItem}</button>
                        </form>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
        {itemRefused && <OpsNotice notice={notice} />}
        <form className="ops-form" method="post" action={itemsAction}>
          <label>
            {m.productId}
            <input name="product_id" defaultValue={itemTyped.product_id ?? ''} inputMode="numeric" required />
          </label>
          <label>
            {m.promoPrice}
            <input name="promo_price" defaultValue={itemTyped.promo_price ?? ''} inputMode="decimal" required />
          </label>
          <button type="submit">{m.addItem}</button>
        </form>
      </section>
      <p>
        <a href={opsPath(lang, '/promotions')}>{m.backToList}</a>
      </p>
    </OpsDocument>
  );
}
