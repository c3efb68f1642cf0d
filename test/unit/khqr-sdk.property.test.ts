import { BakongKHQR } from 'bakong-khqr';
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { priceOrder, type PricedLine } from '../../commerce/order-pricing';
import { rielFor } from '../../lib/money';
import { crc16Ccitt } from '../../commerce/payments/crc16';
import { tlv } from '../../commerce/payments/khqr';
import { khqrProvider } from '../../commerce/payments/khqr-provider';

// The National Bank of Cambodia's own KHQR SDK is the reference: a code it refuses, a bank app refuses.

const PAYMENT_MINUTES = 10;

const line = fc.record({
  product_id: fc.integer({ min: 1, max: 10_000 }),
  merchant_id: fc.integer({ min: 1, max: 5 }),
  unit_cents: fc.integer({ min: 1, max: 500_000 }),
  is_earnest: fc.constantFrom(0, 1),
  num: fc.integer({ min: 1, max: 9 }),
  earnest_share: fc.integer({ min: 1, max: 100 }),
});

const merchantName = fc.oneof(
  fc.constant('Member Shop'),
  fc.string({ minLength: 1, maxLength: 40 }).filter((name) => /^[ -~]+$/.test(name) && name.trim() !== ''),
  fc.constantFrom('ហាងសមាជិក', 'ផ្សារទំនើប ភ្នំពេញ ហាងសមាជិក ឈ្មោះវែង', 'Member Shop ហាងសមាជិក Phnom Penh Cambodia'),
);

const orders = fc.record({
  lines: fc.array(line, { minLength: 1, maxLength: 6 }),
  plan: fc.constantFrom('full' as const, 'deposit' as const),
  currency: fc.constantFrom('USD' as const, 'KHR' as const),
  shippingCents: fc.constantFrom(0, 150, 300),
  orderId: fc.integer({ min: 1, max: 999_999_999 }),
  name: merchantName,
  nameKm: fc.constantFrom('', 'ហាងសមាជិក', 'ផ្សារទំនើប ភ្នំពេញ ហាងសមាជិក ឈ្មោះវែង'),
  khrPerUsd: fc.constantFrom(4000, 4100, 4125),
});

test("every KHQR code of an order passes the NBC SDK and decodes to the order's amount, currency, bill and deadline", () => {
  let checked = 0;
  fc.assert(
    fc.property(orders, (order) => {
      const lines: PricedLine[] = order.lines.map(({ earnest_share, ...rest }) => ({
        ...rest,
        earnest_cents: Math.max(1, Math.floor((rest.unit_cents * earnest_share) / 100)),
      }));
      const plan = order.plan === 'deposit' && lines.some((item) => item.is_earnest === 1) ? 'deposit' : 'full';
      const pricing = priceOrder({
        lines,
        plan,
        method: 'khqr',
        coupons: [],
        shipping: { fee_cents: order.shippingCents, free_over_cents: null },
        points: 0,
        pointsBalance: 0,
      });
      if ('error' in pricing) throw new Error(pricing.error);
      const nowMs = Date.now();
      const deadlineMs = nowMs + PAYMENT_MINUTES * 60_000;
      const merchant = {
        accountId: 'membershop@aclb',
        merchantId: '100200',
        bank: 'ACLEDA',
        name: order.name,
        city: 'Phnom Penh',
        nameKm: order.nameKm,
        cityKm: order.nameKm ? 'ភ្នំពេញ' : '',
      };
      const bill = khqrProvider(merchant).instructions({
        orderId: order.orderId,
        amountCents: pricing.dueNowCents,
        currency: order.currency,
        khrPerUsd: order.khrPerUsd,
        nowMs,
        deadlineMs,
      });
      if (bill.kind !== 'qr') throw new Error('KHQR gives a code');

      expect(BakongKHQR.verify(bill.payload).isValid, bill.payload).toBe(true);
      const decoded = BakongKHQR.decode(bill.payload).data;
      const amount =
        order.currency === 'USD' ? pricing.dueNowCents / 100 : rielFor(pricing.dueNowCents, order.khrPerUsd);
      expect(Number(decoded.transactionAmount)).toBeCloseTo(amount, 2);
      expect(bill.amountMinor).toBe(order.currency === 'USD' ? pricing.dueNowCents : amount);
      expect(decoded.transactionCurrency).toBe(order.currency === 'USD' ? '840' : '116');
      expect(decoded.billNumber).toBe(`ORDER-${order.orderId}`);
      expect(decoded.bakongAccountID).toBe('membershop@aclb');
      expect(order.name.startsWith(decoded.merchantName ?? '-')).toBe(true);
      // Khmer bank apps show the alternate-language name (tag 64) when the code carries one.
      expect(decoded.merchantNameAlternateLanguage ?? '').toBe(order.nameKm.slice(0, 25));
      if (order.nameKm) expect(decoded.languagePreference).toBe('km');
      expect(Number(decoded.creationTimestamp)).toBe(nowMs);
      expect(Number(decoded.expirationTimestamp)).toBe(deadlineMs);
      checked++;
    }),
    { numRuns: 1200 },
  );
  expect(checked).toBe(1200);
});

test('a code past its deadline, or one without an expiry, is refused by the SDK (so the check above can fail)', () => {
  const merchant = {
    accountId: 'membershop@aclb',
    merchantId: '100200',
    bank: 'ACLEDA',
    name: 'Member Shop',
    city: 'Phnom Penh',
    nameKm: '',
    cityKm: '',
  };
  const bill = { orderId: 7, amountCents: 725, currency: 'USD' as const, khrPerUsd: 4100 };
  const expired = khqrProvider(merchant).instructions({
    ...bill,
    nowMs: Date.now() - 60_000,
    deadlineMs: Date.now() - 1000,
  });
  if (expired.kind !== 'qr') throw new Error('KHQR gives a code');
  expect(BakongKHQR.verify(expired.payload).isValid).toBe(false);
  // The same code with only its creation time in tag 99 (as the shop made them before), its CRC recomputed.
  const live = khqrProvider(merchant).instructions({
    ...bill,
    nowMs: 1_790_000_000_000,
    deadlineMs: 1_790_000_900_000,
  });
  if (live.kind !== 'qr') throw new Error('KHQR gives a code');
  const unsigned = live.payload
    .slice(0, -4)
    .replace(tlv('99', tlv('00', '1790000000000') + tlv('01', '1790000900000')), tlv('99', tlv('00', '1790000000000')));
  expect(unsigned).not.toBe(live.payload.slice(0, -4));
  expect(BakongKHQR.verify(unsigned + crc16Ccitt(unsigned)).isValid).toBe(false);
});
