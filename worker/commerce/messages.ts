import type { Lang } from '../../src/lib/lang';

/** The commerce API's own messages, answered in the caller's language (`lang` header). */
export const API_MESSAGES = {
  en: {
    notFound: 'This service does not exist.',
    badRequest: 'Some of the information sent is not valid. Please check it and try again.',
    serverError: 'Something went wrong on our side. Please try again in a moment.',
  },
  km: {
    notFound: 'សេវានេះមិនមានទេ។',
    badRequest: 'ព័ត៌មានមួយចំនួនដែលបានផ្ញើមិនត្រឹមត្រូវទេ។ សូមពិនិត្យ ហើយព្យាយាមម្ដងទៀត។',
    serverError: 'មានបញ្ហានៅខាងយើង។ សូមព្យាយាមម្ដងទៀតបន្តិចទៀត។',
  },
} satisfies Record<Lang, Record<string, string>>;

export type ApiMessageKey = keyof (typeof API_MESSAGES)['en'];
