import type { Lang } from '../../src/lib/lang';

/** The commerce API's own messages, answered in the caller's language (`lang` header). */
export const API_MESSAGES = {
  en: {
    notFound: 'This service does not exist.',
    badRequest: 'Some of the information sent is not valid. Please check it and try again.',
    serverError: 'Something went wrong on our side. Please try again in a moment.',
    loginFailed: 'The mobile number or password is incorrect.',
    loginLocked: 'Too many failed sign-in attempts. This number is locked for 15 minutes; please try again later.',
    ticketInvalid: 'Your sign-in has expired. Please sign in again.',
    tokenInvalid: 'Your session has expired. Please sign in again.',
    signedOut: 'You have signed out.',
    checkedIn: 'Checked in: you collected 10 points.',
    alreadyCheckedIn: 'You have already checked in today. See you tomorrow!',
    productMissing: 'This product is no longer available.',
    outOfStock: 'Sorry, this product is out of stock.',
    overLimit: 'You cannot have that many: it is more than the stock or the limit per shopper.',
    cartItemMissing: 'This item is no longer in your cart.',
    itemMissing: 'We could not find what you asked for.',
    couponGone: 'Sorry, all of these have been collected.',
    couponCollected: 'You have already collected this one.',
    couponExpired: 'This offer has ended.',
  },
  km: {
    notFound: 'សេវានេះមិនមានទេ។',
    badRequest: 'ព័ត៌មានមួយចំនួនដែលបានផ្ញើមិនត្រឹមត្រូវទេ។ សូមពិនិត្យ ហើយព្យាយាមម្ដងទៀត។',
    serverError: 'មានបញ្ហានៅខាងយើង។ សូមព្យាយាមម្ដងទៀតបន្តិចទៀត។',
    loginFailed: 'លេខទូរស័ព្ទ ឬពាក្យសម្ងាត់មិនត្រឹមត្រូវទេ។',
    loginLocked: 'អ្នកបានព្យាយាមចូលគណនីខុសច្រើនដងពេក។ លេខនេះត្រូវបានចាក់សោរយៈពេល ១៥ នាទី សូមព្យាយាមម្ដងទៀតនៅពេលក្រោយ។',
    ticketInvalid: 'ការចូលគណនីរបស់អ្នកបានផុតកំណត់។ សូមចូលគណនីម្ដងទៀត។',
    tokenInvalid: 'សម័យប្រើប្រាស់របស់អ្នកបានផុតកំណត់។ សូមចូលគណនីម្ដងទៀត។',
    signedOut: 'អ្នកបានចាកចេញហើយ។',
    checkedIn: 'ចុះវត្តមានរួចរាល់៖ អ្នកទទួលបាន ១០ ពិន្ទុ។',
    alreadyCheckedIn: 'អ្នកបានចុះវត្តមានរួចហើយសម្រាប់ថ្ងៃនេះ។ ជួបគ្នាថ្ងៃស្អែក!',
    productMissing: 'ផលិតផលនេះលែងមានលក់ហើយ។',
    outOfStock: 'សូមអភ័យទោស ផលិតផលនេះអស់ពីស្តុកហើយ។',
    overLimit: 'អ្នកមិនអាចយកចំនួនប៉ុណ្ណឹងបានទេ ព្រោះលើសស្តុក ឬលើសចំនួនកំណត់សម្រាប់អតិថិជនម្នាក់។',
    cartItemMissing: 'ទំនិញនេះលែងមាននៅក្នុងកន្ត្រកទំនិញរបស់អ្នកហើយ។',
    itemMissing: 'រកមិនឃើញអ្វីដែលអ្នកស្វែងរកទេ។',
    couponGone: 'សូមអភ័យទោស ប័ណ្ណនេះត្រូវបានប្រមូលអស់ហើយ។',
    couponCollected: 'អ្នកបានប្រមូលប័ណ្ណនេះរួចហើយ។',
    couponExpired: 'ការផ្តល់ជូននេះបានបញ្ចប់ហើយ។',
  },
} satisfies Record<Lang, Record<string, string>>;

export type ApiMessageKey = keyof (typeof API_MESSAGES)['en'];

/** The programme's codes beside 0 (success): the HTTP status they travel with is given by each route. */
export const API_CODES = {
  badRequest: 400,
  loginFailed: 1001,
  tokenInvalid: 1012,
  notFound: 404,
  conflict: 409,
  locked: 429,
  serverError: 500,
} as const;
