import { PICKUP_HOLD_DAYS } from '../../commerce/contract/pickup-hold';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useApi } from '../api/client';
import type { Order, OrderQuote } from '../../commerce/contract/orders';
import { useConfig } from '../app/config-context';
import type { PageProps } from '../app/page-props';
import { useNavigate } from '../app/navigate-context';
import { AddressPicker } from '../components/AddressPicker';
import { ChoiceRadios } from '../components/ChoiceRadios';
import { Link } from '../components/Link';
import { LoadError } from '../components/LoadError';
import { OrderDue } from '../components/OrderDue';
import { OrderLines } from '../components/OrderLines';
import { OrderTotals } from '../components/OrderTotals';
import { OutletPicker } from '../components/OutletPicker';
import { useI18n } from '../i18n/use-i18n';
import { wholeNumber } from '../../lib/latin-digits';
import { formatCharge, groupDigits, rielFor, toCents } from '../../lib/money';
import { refreshCart } from '../store/cart-actions';
import { useStore } from '../store/use-store';
import { orderBody, type CheckoutChoices } from './checkout-request';
import type { checkout } from '../../worker/loaders/checkout';
import { useAction } from '../app/use-action';

/** Checkout: delivery or pick-up, full or down payment, KHQR or cash, vouchers and points; totals from the server. */
export default function CheckoutPage({ data }: PageProps<typeof checkout>) {
  const { t } = useI18n();
  const { khrPerUsd } = useConfig();
  const api = useApi();
  const store = useStore();
  const navigate = useNavigate();
  const [addresses, setAddresses] = useState(data.addresses);
  const [choices, setChoices] = useState<CheckoutChoices>({
    delivery: 'pickup',
    outletId: data.outlets?.[0]?.id ?? null,
    addressId: data.addresses?.[0]?.id ?? null,
    plan: data.plan,
    method: 'khqr',
    currency: 'USD',
    voucherId: null,
    coupons: {},
    points: 0,
    note: '',
  });
  const [quote, setQuote] = useState(data.quote);
  const placing = useAction();
  const [quoteError, setQuoteError] = useState('');
  const [quoting, setQuoting] = useState(false);
  const error = placing.error || quoteError;
  const busy = placing.busy ? 'order' : quoting ? 'quote' : null;
  const idempotencyKey = useRef<string | null>(null);
  const set = (patch: Partial<CheckoutChoices>) => setChoices((current) => ({ ...current, ...patch }));

  // Re-price on the server whenever a choice that changes the amounts changes (not on every keystroke of the note),
  // and after a refused order (a deal sold out, stock or vouchers changed): the totals shown are what the next
  // order costs. The latest quote asked for wins.
  const pricing = JSON.stringify(orderBody({ ...choices, note: '' }, data.goodsId, data.num));
  const quotes = useRef(0);
  // The choices as they are now: a shopper may change one while an order is in flight.
  const latestPricing = useRef(pricing);
  latestPricing.current = pricing;
  const requote = useCallback(
    (body: string) => {
      const asked = ++quotes.current;
      const latest = () => asked === quotes.current;
      setQuoting(true);
      api
        .post<OrderQuote>('/orders/quote', JSON.parse(body) as Record<string, unknown>)
        .then((answer) => {
          if (!latest()) return;
          if (answer.code === 0) setQuote(answer.data);
          setQuoteError(answer.code === 0 ? '' : answer.msg);
        })
        .catch(() => latest() && setQuoteError(t('status.loadFailed')))
        .finally(() => latest() && setQuoting(false));
    },
    [api, t],
  );
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    requote(pricing);
  }, [pricing, requote]);

  async function place(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem =
      choices.delivery === 'delivery'
        ? choices.addressId
          ? null
          : 'checkout.confirm.chooseAddress'
        : choices.outletId
          ? null
          : 'checkout.confirm.outlets';
    setQuoteError('');
    if (problem) return placing.setError(t(problem));
    idempotencyKey.current ??= crypto.randomUUID();
    const key = idempotencyKey.current;
    await placing.run(async () => {
      // The amounts shown: if the order would now cost more, it is refused and the totals are quoted again.
      const order = {
        ...orderBody(choices, data.goodsId, data.num),
        expected_total: quote?.total,
        expected_due_now: quote?.due_now,
      };
      const answer = await api.post<Order>('/orders', order, {
        'Idempotency-Key': key,
      });
      if (answer.code !== 0) {
        if (answer.code === 422) idempotencyKey.current = null;
        if (answer.code === 409) requote(latestPricing.current);
        return answer.msg;
      }
      await refreshCart(store, api);
      const next = answer.data.can_pay
        ? `/checkouts/khqr/${answer.data.id}`
        : `/checkouts/payment-success?order=${answer.data.id}`;
      await navigate(next, { replace: true });
    });
  }

  const heading = <h1>{t(['route', 'checkouts.checkout'])}</h1>;
  if (!quote) {
    return (
      <>
        {heading}
        {data.quoteError ? (
          <p className="alert alert-danger" role="alert">
            {data.quoteError}
          </p>
        ) : (
          <LoadError />
        )}
        <p>
          <Link to="/carts">{t('checkout.confirm.backToCart')}</Link>
        </p>
      </>
    );
  }
  const vouchers = data.coupons.filter((coupon) => coupon.kind === 'voucher');
  const couponsOf = (merchantId: number) =>
    data.coupons.filter((coupon) => coupon.kind === 'coupon' && coupon.merchant_id === merchantId);
  const deposit = choices.method === 'khqr' && choices.plan === 'deposit';
  // What delivery to each province costs this order: free over the province's threshold, as the order is priced.
  const goodsCents = toCents(quote.goods);
  const fees = new Map(
    (data.fees ?? []).map((row) => [
      row.province_code,
      row.free_over !== null && goodsCents > toCents(row.free_over) ? 0 : toCents(row.fee),
    ]),
  );
  // Not one form: the address form inside is a form of its own; placing the order is the summary's form.
  return (
    <div className="checkout">
      {heading}
      <div className="checkout-main">
        <section className="checkout-section" aria-labelledby="checkout-items">
          <h2 id="checkout-items">{t('checkout.confirm.items')}</h2>
          <OrderLines
            merchants={quote.merchants}
            deposit={deposit}
            after={(merchantId, name) =>
              couponsOf(merchantId).length > 0 && (
                <label className="field">
                  <span>{t('checkout.confirm.merchantCoupon', { name })}</span>
                  <select
                    value={choices.coupons[merchantId] ?? ''}
                    onChange={(event) => {
                      const { [merchantId]: _old, ...rest } = choices.coupons;
                      set({
                        coupons: event.target.value ? { ...rest, [merchantId]: Number(event.target.value) } : rest,
                      });
                    }}
                  >
                    <option value="">{t('checkout.confirm.noCoupon')}</option>
                    {couponsOf(merchantId).map((coupon) => (
                      <option key={coupon.id} value={coupon.id}>
                        {coupon.title}
                      </option>
                    ))}
                  </select>
                </label>
              )
            }
          />
        </section>
        <section className="checkout-section" aria-labelledby="checkout-fulfilment">
          <h2 id="checkout-fulfilment">{t('checkout.confirm.fulfilment')}</h2>
          <ChoiceRadios
            legend={t('checkout.confirm.fulfilment')}
            legendHidden
            name="delivery"
            value={choices.delivery}
            onChange={(delivery) => set({ delivery })}
            choices={[
              {
                value: 'pickup',
                label: t('checkout.confirm.pickup'),
                hint: t('checkout.confirm.pickupHint', { days: PICKUP_HOLD_DAYS }),
              },
              { value: 'delivery', label: t('checkout.confirm.delivery'), hint: t('checkout.confirm.deliveryHint') },
            ]}
          />
          {choices.delivery === 'pickup' ? (
            data.outlets ? (
              <OutletPicker
                outlets={data.outlets}
                value={choices.outletId}
                onChange={(outletId) => set({ outletId })}
              />
            ) : (
              <LoadError />
            )
          ) : addresses && data.locations ? (
            <AddressPicker
              addresses={addresses}
              options={data.locations}
              fees={fees}
              value={choices.addressId}
              onChange={(addressId) => set({ addressId })}
              onAdded={(list, addressId) => {
                setAddresses(list);
                set({ addressId });
              }}
            />
          ) : (
            <LoadError />
          )}
        </section>
        <section className="checkout-section" aria-labelledby="checkout-payment">
          <h2 id="checkout-payment">{t('checkout.confirm.payment')}</h2>
          <ChoiceRadios
            legend={t('checkout.confirm.method')}
            name="method"
            value={choices.method}
            onChange={(method) => set({ method })}
            choices={[
              { value: 'khqr', label: t('checkout.confirm.khqr'), hint: t('checkout.confirm.khqrHint') },
              {
                value: 'cash',
                label: t('checkout.confirm.cash'),
                hint: t(
                  choices.delivery === 'pickup' ? 'checkout.confirm.cashPickup' : 'checkout.confirm.cashDelivery',
                ),
              },
            ]}
          />
          {choices.method === 'khqr' && quote.has_deposit && (
            <ChoiceRadios
              legend={t('checkout.confirm.payment')}
              legendHidden
              name="plan"
              value={choices.plan}
              onChange={(plan) => set({ plan })}
              choices={[
                { value: 'full', label: t('checkout.confirm.full'), hint: t('checkout.confirm.fullHint') },
                {
                  value: 'deposit',
                  label: t('checkout.confirm.deposit'),
                  hint: t('checkout.confirm.depositHint', { days: PICKUP_HOLD_DAYS }),
                },
              ]}
            />
          )}
          {choices.method === 'khqr' && (
            <ChoiceRadios
              legend={t('checkout.confirm.currency')}
              name="currency"
              value={choices.currency}
              onChange={(currency) => set({ currency })}
              choices={[
                { value: 'USD', label: t('checkout.confirm.usd') },
                {
                  value: 'KHR',
                  label: t('checkout.confirm.khr'),
                  hint: t('checkout.confirm.khrCharge', {
                    riel: formatCharge('KHR', rielFor(toCents(quote.due_now), khrPerUsd)),
                    rate: groupDigits(khrPerUsd),
                  }),
                },
              ]}
            />
          )}
        </section>
        <section className="checkout-section" aria-labelledby="checkout-savings">
          <h2 id="checkout-savings">{t('checkout.confirm.savings')}</h2>
          {vouchers.length > 0 && (
            <label className="field">
              <span>{t('checkout.confirm.voucher')}</span>
              <select
                value={choices.voucherId ?? ''}
                onChange={(event) => set({ voucherId: event.target.value ? Number(event.target.value) : null })}
              >
                <option value="">{t('checkout.confirm.noVoucher')}</option>
                {vouchers.map((voucher) => (
                  <option key={voucher.id} value={voucher.id}>
                    {voucher.title}
                  </option>
                ))}
              </select>
            </label>
          )}
          <label className="field">
            <span>{t('checkout.confirm.points', { count: quote.points_balance })}</span>
            <input
              type="text"
              inputMode="numeric"
              value={choices.points}
              onChange={(event) =>
                set({ points: Math.max(0, Math.min(quote.points_balance, wholeNumber(event.target.value) || 0)) })
              }
            />
          </label>
          <label className="field">
            <span>{t('checkout.confirm.note')}</span>
            <textarea
              maxLength={300}
              rows={2}
              value={choices.note}
              onChange={(event) => set({ note: event.target.value })}
            />
          </label>
        </section>
      </div>
      <form className="checkout-summary" onSubmit={place} noValidate>
        <section className="checkout-totals" aria-labelledby="checkout-summary">
          <h2 id="checkout-summary">{t('checkout.confirm.summary')}</h2>
          <OrderTotals totals={quote} />
        </section>
        {/* On a phone, a bar stuck to the screen's bottom: what is paid now, and Place order. */}
        <div className="checkout-paybar" role="group" aria-label={t('checkout.confirm.dueNow')}>
          {error && (
            <p className="alert alert-danger" role="alert">
              {error}
            </p>
          )}
          <OrderDue totals={quote} pickup={choices.delivery === 'pickup'} />
          <p className="checkout-status" aria-live="polite">
            {busy === 'quote' ? t('checkout.confirm.updating') : ''}
          </p>
          <button className="button button-primary" type="submit" disabled={busy !== null} aria-busy={busy === 'order'}>
            {busy === 'order' && <span className="spinner" aria-hidden="true" />}
            {busy === 'order' ? t('checkout.confirm.placing') : t('checkout.confirm.place')}
          </button>
        </div>
      </form>
    </div>
  );
}
