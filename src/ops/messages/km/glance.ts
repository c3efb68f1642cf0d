import type { glance as en } from '../en/glance';

/** Khmer messages of the console's glance section. */
export const glance: typeof en = {
  heading: 'សង្ខេបថ្ងៃនេះ',
  ordersToday: 'ការបញ្ជាទិញថ្ងៃនេះ',
  revenueToday: 'តម្លៃការបញ្ជាទិញថ្ងៃនេះ (មិនរាប់ការបញ្ជាទិញ KHQR ដែលមិនទាន់បង់)',
  receivedToday: 'ប្រាក់ដែលបានទទួលថ្ងៃនេះ (ការបង់ប្រាក់ដែលបានបញ្ជាក់ចាប់ពីម៉ោង 00:00)',
  refundedToday: 'ប្រាក់ដែលបានសងវិញថ្ងៃនេះ (ការសងប្រាក់ដែលបានកត់ត្រាចាប់ពីម៉ោង 00:00)',
  refunds: (count) => `ការសងប្រាក់ ${count} ដង`,
  paymentsWaiting: 'ការបង់ប្រាក់ KHQR កំពុងរង់ចាំ',
  toShip: 'ត្រូវដឹកជញ្ជូន',
  toHandOver: 'ត្រូវរៀបចំសម្រាប់មកយក',
  readyForPickup: 'រួចរាល់ កំពុងរង់ចាំអតិថិជន',
  sms: 'សារ SMS ក្នុង 24 ម៉ោងចុងក្រោយ',
  smsOf: (sent, limit) => `${sent} ក្នុងចំណោម ${limit}`,
  smsSignUp: (sent, cap) => `លេខកូដទៅលេខថ្មី (ចុះឈ្មោះ ប្ដូរលេខទូរស័ព្ទ) ${sent} ក្នុងចំណោម ${cap}`,
  smsSignUpFull: (cap) => `លេខកូដទៅលេខថ្មីបានឈប់៖ ${cap} ត្រូវបានប្រើអស់ហើយ ការកំណត់ពាក្យសម្ងាត់ឡើងវិញរបស់សមាជិកនៅតែផ្ញើ`,
  smsMembers: (sent) => `ការកំណត់ពាក្យសម្ងាត់ឡើងវិញរបស់សមាជិក ${sent}`,
  smsBusiestNetwork: (network, codes) => `ស្នើសុំច្រើនបំផុតពី ${network} (${codes})`,
  lowStock: (count) => `ជិតអស់ស្តុក៖ ផលិតផល ${count} នៅសល់ 5 ឬតិចជាងនេះ`,
  noLowStock: 'គ្មានផលិតផលណាជិតអស់ស្តុកទេ។',
  left: (count) => `នៅសល់ ${count}`,
  paymentsNeeding: 'ការបង់ប្រាក់ដែលត្រូវការអ្នកដោះស្រាយ',
  paymentsNeedingParts: (checking, refunds, issues) =>
    `កំពុងពិនិត្យ ${checking} · ត្រូវសងប្រាក់វិញ ${refunds} · ត្រូវពិនិត្យ ${issues}`,
};
