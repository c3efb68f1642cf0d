import type { OrderMessage } from './db/messages';

/** What an order's message is about: its creation (by how it is paid), a payment, a cancellation. */
export type OrderMessageEvent = 'awaiting_payment' | 'placed_cash' | 'paid' | 'deposit_paid' | 'cancelled' | 'expired';

const BACK = {
  en: 'Vouchers and points you used are back in your account.',
  km: 'ប័ណ្ណបញ្ចុះតម្លៃ និងពិន្ទុដែលអ្នកបានប្រើ ត្រូវបានប្រគល់ចូលគណនីរបស់អ្នកវិញ។',
};

const TEXTS: Record<OrderMessageEvent, Pick<OrderMessage, 'title' | 'body'>> = {
  awaiting_payment: {
    title: { en: 'Order {id} placed: waiting for payment', km: 'ការបញ្ជាទិញលេខ {id} ត្រូវបានដាក់៖ កំពុងរង់ចាំការបង់ប្រាក់' },
    body: {
      en: 'Pay by KHQR before the code expires. An unpaid order is cancelled and its items go back on sale.',
      km: 'សូមបង់ប្រាក់តាម KHQR មុនពេលកូដផុតកំណត់។ ការបញ្ជាទិញដែលមិនបានបង់ប្រាក់នឹងត្រូវលុបចោល ហើយទំនិញនឹងត្រឡប់ទៅលក់វិញ។',
    },
  },
  placed_cash: {
    title: { en: 'Order {id} placed', km: 'ការបញ្ជាទិញលេខ {id} ត្រូវបានដាក់ដោយជោគជ័យ' },
    body: {
      en: 'You pay in cash at pick-up or on delivery. We let you know when it is on its way or ready.',
      km: 'អ្នកនឹងបង់ប្រាក់ជាសាច់ប្រាក់ នៅពេលមកយកផ្ទាល់នៅហាង ឬពេលទំនិញដឹកមកដល់។ យើងនឹងជូនដំណឹងនៅពេលទំនិញកំពុងដឹកជញ្ជូន ឬរួចរាល់សម្រាប់មកយក។',
    },
  },
  paid: {
    title: { en: 'Payment received for order {id}', km: 'បានទទួលការបង់ប្រាក់សម្រាប់ការបញ្ជាទិញលេខ {id}' },
    body: {
      en: 'We received your full payment. The merchant is preparing your order.',
      km: 'យើងបានទទួលការបង់ពេញរបស់អ្នកហើយ។ អ្នកលក់កំពុងរៀបចំការបញ្ជាទិញរបស់អ្នក។',
    },
  },
  deposit_paid: {
    title: { en: 'Down payment received for order {id}', km: 'បានទទួលប្រាក់កក់សម្រាប់ការបញ្ជាទិញលេខ {id}' },
    body: {
      en: 'We received your down payment. The balance is due at pick-up or on delivery; the order shows the amount.',
      km: 'យើងបានទទួលប្រាក់កក់របស់អ្នកហើយ។ ប្រាក់នៅសល់ត្រូវបង់នៅពេលមកយកទំនិញ ឬពេលទំនិញដឹកមកដល់ ហើយការបញ្ជាទិញបង្ហាញចំនួនទឹកប្រាក់នោះ។',
    },
  },
  cancelled: {
    title: { en: 'Order {id} cancelled', km: 'ការបញ្ជាទិញលេខ {id} ត្រូវបានលុបចោល' },
    body: { en: `You cancelled this order. ${BACK.en}`, km: `អ្នកបានលុបចោលការបញ្ជាទិញនេះ។ ${BACK.km}` },
  },
  expired: {
    title: { en: 'Order {id} cancelled: the time to pay ran out', km: 'ការបញ្ជាទិញលេខ {id} ត្រូវបានលុបចោល៖ ផុតពេលបង់ប្រាក់' },
    body: {
      en: `The order was not paid in time, so it was cancelled. ${BACK.en} You can order again.`,
      km: `ការបញ្ជាទិញនេះមិនបានបង់ប្រាក់ទាន់ពេល ដូច្នេះវាត្រូវបានលុបចោល។ ${BACK.km} អ្នកអាចបញ្ជាទិញម្តងទៀតបាន។`,
    },
  },
};

/**
 * The inbox message of an order event, in English and Khmer, with `{id}` where the order's id goes
 * (the batch that writes the order fills it in). One per order and event (ref), so a replay adds none.
 */
export function orderMessage(event: OrderMessageEvent): OrderMessage {
  // Both cancellations share a ref: an order is cancelled once, by the shopper or by expiry.
  const kind = event === 'expired' ? 'cancelled' : event === 'placed_cash' ? 'awaiting_payment' : event;
  return { kind: 'order', ...TEXTS[event], link: '/accounts/order-details/{id}', ref: `order-{id}-${kind}` };
}
