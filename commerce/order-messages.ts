import type { RefundMethod } from './contract/refunds';
import { PICKUP_HOLD_DAYS } from './contract/pickup-hold';
import type { OrderMessage } from './db/messages';
import { formatUsd } from '../lib/money';

/** What an order's message is about: its creation (by how it is paid), a payment, a step on its way, a cancellation or refund. */
export type OrderMessageEvent =
  | 'awaiting_payment'
  | 'placed_cash'
  | 'paid'
  | 'deposit_paid'
  | 'shipped'
  | 'ready_for_pickup'
  | 'completed'
  | 'refunded'
  | 'cancelled'
  | 'cancelled_by_shop'
  | 'expired'
  | 'payment_checking'
  | 'reinstated'
  | 'refund_due'
  | 'not_collected'
  | 'returned';

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
  shipped: {
    title: { en: 'Order {id} is on its way', km: 'ការបញ្ជាទិញលេខ {id} កំពុងដឹកជញ្ជូន' },
    body: {
      en: 'The merchant has sent your order. Keep your phone nearby: the courier calls before delivering. Any balance is paid on delivery.',
      km: 'អ្នកលក់បានផ្ញើការបញ្ជាទិញរបស់អ្នកហើយ។ សូមរក្សាទូរស័ព្ទនៅជិតខ្លួន៖ អ្នកដឹកជញ្ជូននឹងទូរស័ព្ទមកមុនពេលដឹកដល់។ ប្រាក់នៅសល់ (បើមាន) ត្រូវបង់ពេលទំនិញដឹកមកដល់។',
    },
  },
  ready_for_pickup: {
    title: { en: 'Order {id} is ready for pick-up', km: 'ការបញ្ជាទិញលេខ {id} រួចរាល់សម្រាប់មកយក' },
    body: {
      en: 'Your order is waiting at the outlet you chose. Bring the order number; any balance is paid at pick-up.',
      km: 'ការបញ្ជាទិញរបស់អ្នកកំពុងរង់ចាំនៅហាងដែលអ្នកបានជ្រើសរើស។ សូមយកលេខការបញ្ជាទិញមកជាមួយ ហើយប្រាក់នៅសល់ (បើមាន) ត្រូវបង់ពេលមកយក។',
    },
  },
  completed: {
    title: { en: 'Order {id} completed', km: 'ការបញ្ជាទិញលេខ {id} បានបញ្ចប់' },
    body: {
      en: 'Thank you for shopping with us. Review the items from the order page to earn points.',
      km: 'សូមអរគុណដែលបានទិញទំនិញជាមួយយើង។ សូមវាយតម្លៃទំនិញពីទំព័រការបញ្ជាទិញ ដើម្បីទទួលបានពិន្ទុ។',
    },
  },
  refunded: {
    title: { en: 'Order {id} refunded', km: 'ការបញ្ជាទិញលេខ {id} ត្រូវបានសងប្រាក់វិញ' },
    body: {
      en: `The shop refunded what you paid for this order. ${BACK.en}`,
      km: `ហាងបានសងប្រាក់ដែលអ្នកបានបង់សម្រាប់ការបញ្ជាទិញនេះវិញ។ ${BACK.km}`,
    },
  },
  cancelled: {
    title: { en: 'Order {id} cancelled', km: 'ការបញ្ជាទិញលេខ {id} ត្រូវបានលុបចោល' },
    body: { en: `You cancelled this order. ${BACK.en}`, km: `អ្នកបានលុបចោលការបញ្ជាទិញនេះ។ ${BACK.km}` },
  },
  cancelled_by_shop: {
    title: { en: 'Order {id} cancelled by the shop', km: 'ការបញ្ជាទិញលេខ {id} ត្រូវបានលុបចោលដោយហាង' },
    body: {
      en: `The shop could not fulfil this order and cancelled it; nothing was charged. ${BACK.en}`,
      km: `ហាងមិនអាចបំពេញការបញ្ជាទិញនេះបាន ហើយបានលុបចោល ដោយមិនបានគិតប្រាក់អ្វីឡើយ។ ${BACK.km}`,
    },
  },
  expired: {
    title: { en: 'Order {id} cancelled: the time to pay ran out', km: 'ការបញ្ជាទិញលេខ {id} ត្រូវបានលុបចោល៖ ផុតពេលបង់ប្រាក់' },
    body: {
      en: `The order was not paid in time, so it was cancelled. ${BACK.en} You can order again.`,
      km: `ការបញ្ជាទិញនេះមិនបានបង់ប្រាក់ទាន់ពេល ដូច្នេះវាត្រូវបានលុបចោល។ ${BACK.km} អ្នកអាចបញ្ជាទិញម្ដងទៀតបាន។`,
    },
  },
  payment_checking: {
    title: {
      en: 'Order {id}: we are confirming your payment with the bank',
      km: 'ការបញ្ជាទិញលេខ {id}៖ យើងកំពុងពិនិត្យការបង់ប្រាក់របស់អ្នកជាមួយធនាគារ',
    },
    body: {
      en: 'The time to pay is up and the bank has not answered us yet. Your items stay reserved; please do not pay again. We tell you as soon as the bank answers.',
      km: 'ផុតពេលបង់ប្រាក់ហើយ ប៉ុន្តែធនាគារមិនទាន់ឆ្លើយតបមកយើងនៅឡើយ។ ទំនិញរបស់អ្នកនៅតែបម្រុងទុកសម្រាប់អ្នក សូមកុំបង់ប្រាក់ម្ដងទៀត។ យើងនឹងជូនដំណឹងភ្លាមៗ នៅពេលធនាគារឆ្លើយតប។',
    },
  },
  reinstated: {
    title: {
      en: 'Payment received for order {id}: it is back on',
      km: 'បានទទួលការបង់ប្រាក់សម្រាប់ការបញ្ជាទិញលេខ {id}៖ ការបញ្ជាទិញដំណើរការវិញ',
    },
    body: {
      en: 'Your payment reached us after the time to pay ran out. The items were still available, so your order goes ahead as paid.',
      km: 'ការបង់ប្រាក់របស់អ្នកបានមកដល់យើង បន្ទាប់ពីផុតពេលបង់ប្រាក់។ ទំនិញនៅមានស្តុក ដូច្នេះការបញ្ជាទិញរបស់អ្នកបន្តដំណើរការ ដោយបានបង់ប្រាក់រួច។',
    },
  },
  not_collected: {
    title: { en: 'Order {id} was not collected', km: 'ការបញ្ជាទិញលេខ {id} មិនត្រូវបានមកយកទេ' },
    body: {
      en: `The order waited at the store for ${PICKUP_HOLD_DAYS} days and was not collected, so it is cancelled. A down payment is kept, as checkout said; anything paid beyond it will be refunded, and the order page shows it. ${BACK.en}`,
      km: `ការបញ្ជាទិញនេះបានរង់ចាំនៅហាងរយៈពេល ${PICKUP_HOLD_DAYS} ថ្ងៃ ហើយមិនត្រូវបានមកយកទេ ដូច្នេះវាត្រូវបានលុបចោល។ ប្រាក់កក់មិនត្រូវបានសងវិញទេ ដូចដែលបានបង្ហាញពេលទូទាត់ ហើយប្រាក់ផ្សេងទៀតដែលបានបង់ នឹងត្រូវសងជូនវិញ ហើយទំព័រការបញ្ជាទិញបង្ហាញព័ត៌មាននេះ។ ${BACK.km}`,
    },
  },
  returned: {
    title: { en: 'Order {id} came back to the shop', km: 'ការបញ្ជាទិញលេខ {id} ត្រូវបានដឹកត្រឡប់មកហាងវិញ' },
    body: {
      en: `The delivery could not be handed over and came back to the shop, so the order is cancelled. Anything you paid will be refunded; the order page shows it. ${BACK.en}`,
      km: `ការដឹកជញ្ជូនមិនអាចប្រគល់ជូនបាន ហើយបានត្រឡប់មកហាងវិញ ដូច្នេះការបញ្ជាទិញត្រូវបានលុបចោល។ ប្រាក់ដែលអ្នកបានបង់ នឹងត្រូវសងជូនវិញ ហើយទំព័រការបញ្ជាទិញបង្ហាញព័ត៌មាននេះ។ ${BACK.km}`,
    },
  },
  refund_due: {
    title: { en: 'Order {id}: we will refund your payment', km: 'ការបញ្ជាទិញលេខ {id}៖ យើងនឹងសងប្រាក់ដែលអ្នកបានបង់វិញ' },
    body: {
      en: 'Your payment reached us after the order was cancelled, and we could not put the order back. The shop will refund what you paid; the order page shows it.',
      km: 'ការបង់ប្រាក់របស់អ្នកបានមកដល់យើង បន្ទាប់ពីការបញ្ជាទិញត្រូវបានលុបចោល ហើយយើងមិនអាចដំណើរការការបញ្ជាទិញនោះវិញបានទេ។ ហាងនឹងសងប្រាក់ដែលអ្នកបានបង់វិញ ហើយទំព័រការបញ្ជាទិញបង្ហាញព័ត៌មាននេះ។',
    },
  },
};

/**
 * The inbox message of an order event, in English and Khmer, with `{id}` where the order's id goes
 * (the batch that writes the order fills it in). One per order and event (ref), so a replay adds none.
 */
export function orderMessage(event: OrderMessageEvent): OrderMessage {
  // The cancellations share a ref: an order is cancelled once, by the shopper, the shop, expiry or a way out.
  const kind =
    event === 'expired' || event === 'cancelled_by_shop' || event === 'not_collected' || event === 'returned'
      ? 'cancelled'
      : event === 'placed_cash'
        ? 'awaiting_payment'
        : event;
  return { kind: 'order', ...TEXTS[event], link: '/accounts/order-details/{id}', ref: `order-{id}-${kind}` };
}

/** How a refund went back, as the shopper reads it. */
export const REFUND_METHOD_NAMES: Record<RefundMethod | 'unrecorded', { en: string; km: string }> = {
  khqr: { en: 'KHQR', km: 'KHQR' },
  bank: { en: 'bank transfer', km: 'ការផ្ទេរប្រាក់តាមធនាគារ' },
  cash: { en: 'cash', km: 'សាច់ប្រាក់' },
  points: { en: 'points', km: 'ពិន្ទុ' },
  unrecorded: { en: 'the way the shop paid you back', km: 'វិធីដែលហាងបានសងអ្នកវិញ' },
};

/**
 * The message of a refund of part of what was paid (all of it is the `refunded` event): how much and how
 * it went back. `ref` is the refund's own (`key`), so each refund is told once.
 */
export function partRefundMessage(amountCents: number, method: RefundMethod, key: string): OrderMessage {
  const amount = formatUsd(amountCents);
  const how = REFUND_METHOD_NAMES[method];
  return {
    kind: 'order',
    title: { en: `Order {id}: ${amount} refunded`, km: `ការបញ្ជាទិញលេខ {id}៖ បានសងប្រាក់វិញ ${amount}` },
    body: {
      en: `The shop refunded ${amount} of this order to you by ${how.en}. The order page shows each refund.`,
      km: `ហាងបានសងប្រាក់ ${amount} នៃការបញ្ជាទិញនេះជូនអ្នកវិញ តាម${how.km}។ ទំព័រការបញ្ជាទិញបង្ហាញការសងប្រាក់វិញនីមួយៗ។`,
    },
    link: '/accounts/order-details/{id}',
    ref: `order-{id}-refund-${key}`,
  };
}
