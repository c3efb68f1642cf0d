import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { paymentMinutes } from '../../commerce/payments/payment-config';
import { readConfig } from '../../worker/middleware/config';

const base = { API_ORIGIN: '', KHR_PER_USD: '4100', SMS_DAILY_LIMIT: '1000' };

test('a KHQR code lives 10 minutes by default, and the worker refuses to start with more (NBC guidance)', () => {
  expect(readFileSync('wrangler.toml', 'utf8')).toMatch(/^ORDER_PAYMENT_MINUTES = "10"$/m);
  expect(paymentMinutes({})).toBe(10);
  expect(paymentMinutes({ ORDER_PAYMENT_MINUTES: '5' })).toBe(5);
  expect(() => readConfig({ ...base, ORDER_PAYMENT_MINUTES: '5' })).not.toThrow();
  for (const minutes of ['15', '11', '0', 'ten'])
    expect(() => readConfig({ ...base, ORDER_PAYMENT_MINUTES: minutes }), minutes).toThrow(
      /ORDER_PAYMENT_MINUTES \(whole minutes from 1 to 10: NBC's guidance allows a dynamic KHQR 10 minutes at most\)/,
    );
});

test('a Bakong origin the token may not go to stops the worker from starting, rather than turning Bakong off', () => {
  for (const origin of ['', 'https://relay.example.kh', 'http://localhost:9000', 'http://127.0.0.1:9000'])
    expect(() => readConfig({ ...base, BAKONG_API_ORIGIN: origin }), origin).not.toThrow();
  for (const origin of ['relay.example.kh', 'http://relay.example.kh', 'ftp://localhost'])
    expect(() => readConfig({ ...base, BAKONG_API_ORIGIN: origin }), origin).toThrow(
      /BAKONG_API_ORIGIN \(an https:\/\//,
    );
});
