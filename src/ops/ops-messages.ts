import type { Lang } from '../lib/lang';

/**
 * The operator's console's words (issue 20), in both languages: the Khmer table has the English one's
 * type, so a message missing from either fails the type check. Numbers stay in Latin digits on Khmer
 * pages (docs/decisions/017-digits.md).
 */
const en = {
  title: 'Member Shop operations',
  signInTitle: 'Operators’ sign-in',
  signIn: 'Sign in',
  signOut: 'Sign out',
  email: 'E-mail',
  password: 'Password',
  missing: 'Enter your e-mail and password.',
  wrong: 'That e-mail and password do not match an operator.',
  slowDown: 'Too many tries. Wait a minute, then try again.',
  blocked: 'Sign-in from this address is paused for now. Try again later.',
  nav: { today: 'Today', audit: 'Audit log', shop: 'View the shop', otherLanguage: 'ខ្មែរ' },
  roles: { owner: 'Owner', staff: 'Staff' },
  signedInAs: (name: string, role: string) => `${name} (${role})`,
  glance: {
    heading: 'Today at a glance',
    ordersToday: 'Orders today',
    revenueToday: 'Revenue today',
    paymentsWaiting: 'KHQR payments waiting',
    toShip: 'To ship',
    toHandOver: 'To prepare for pick-up',
    readyForPickup: 'Ready, waiting for the shopper',
    sms: 'SMS in the last 24 hours',
    smsOf: (sent: number, limit: number) => `${sent} of ${limit}`,
    lowStock: (count: number) => `Low stock: ${count} ${count === 1 ? 'product' : 'products'} with 5 or fewer left`,
    noLowStock: 'No product is running low.',
    left: (count: number) => `${count} left`,
  },
  audit: {
    heading: 'Audit log',
    when: 'When',
    who: 'Who',
    action: 'What',
    record: 'Record',
    change: 'Before → after',
    empty: 'Nothing recorded yet.',
    older: 'Older entries',
    newer: 'Newer entries',
    actions: { sign_in: 'Signed in', sign_out: 'Signed out' } as Record<string, string>,
  },
  notFoundTitle: 'Page not found',
  notFound: 'This page of the console does not exist, or your role cannot open it.',
  backToToday: 'Back to today',
};

export type OpsMessages = typeof en;

const km: OpsMessages = {
  title: 'ការគ្រប់គ្រងហាងសមាជិក',
  signInTitle: 'ការចូលសម្រាប់អ្នកគ្រប់គ្រង',
  signIn: 'ចូលគណនី',
  signOut: 'ចាកចេញ',
  email: 'អ៊ីមែល',
  password: 'ពាក្យសម្ងាត់',
  missing: 'សូមបញ្ចូលអ៊ីមែល និងពាក្យសម្ងាត់របស់អ្នក។',
  wrong: 'អ៊ីមែល និងពាក្យសម្ងាត់នេះ មិនត្រូវនឹងអ្នកគ្រប់គ្រងណាម្នាក់ទេ។',
  slowDown: 'អ្នកបានព្យាយាមច្រើនដងពេក។ សូមរង់ចាំមួយនាទី រួចព្យាយាមម្ដងទៀត។',
  blocked: 'ការចូលពីអាសយដ្ឋាននេះត្រូវបានផ្អាកសិន។ សូមព្យាយាមម្ដងទៀតនៅពេលក្រោយ។',
  nav: { today: 'ថ្ងៃនេះ', audit: 'កំណត់ត្រាសកម្មភាព', shop: 'មើលហាង', otherLanguage: 'English' },
  roles: { owner: 'ម្ចាស់', staff: 'បុគ្គលិក' },
  signedInAs: (name, role) => `${name} (${role})`,
  glance: {
    heading: 'សង្ខេបថ្ងៃនេះ',
    ordersToday: 'ការបញ្ជាទិញថ្ងៃនេះ',
    revenueToday: 'ចំណូលថ្ងៃនេះ',
    paymentsWaiting: 'ការបង់ប្រាក់ KHQR កំពុងរង់ចាំ',
    toShip: 'ត្រូវដឹកជញ្ជូន',
    toHandOver: 'ត្រូវរៀបចំសម្រាប់មកយក',
    readyForPickup: 'រួចរាល់ កំពុងរង់ចាំអតិថិជន',
    sms: 'សារ SMS ក្នុង 24 ម៉ោងចុងក្រោយ',
    smsOf: (sent, limit) => `${sent} ក្នុងចំណោម ${limit}`,
    lowStock: (count) => `ជិតអស់ស្តុក៖ ផលិតផល ${count} នៅសល់ 5 ឬតិចជាងនេះ`,
    noLowStock: 'គ្មានផលិតផលណាជិតអស់ស្តុកទេ។',
    left: (count) => `នៅសល់ ${count}`,
  },
  audit: {
    heading: 'កំណត់ត្រាសកម្មភាព',
    when: 'ពេលវេលា',
    who: 'អ្នកធ្វើ',
    action: 'សកម្មភាព',
    record: 'កំណត់ត្រា',
    change: 'មុន → ក្រោយ',
    empty: 'មិនទាន់មានកំណត់ត្រានៅឡើយទេ។',
    older: 'កំណត់ត្រាចាស់ជាងនេះ',
    newer: 'កំណត់ត្រាថ្មីជាងនេះ',
    actions: { sign_in: 'បានចូល', sign_out: 'បានចាកចេញ' },
  },
  notFoundTitle: 'រកមិនឃើញទំព័រ',
  notFound: 'ទំព័រនេះមិនមាននៅក្នុងផ្ទាំងគ្រប់គ្រងទេ ឬតួនាទីរបស់អ្នកមិនអាចបើកវាបានទេ។',
  backToToday: 'ត្រឡប់ទៅថ្ងៃនេះ',
};

export const OPS_MESSAGES: Record<Lang, OpsMessages> = { en, km };
