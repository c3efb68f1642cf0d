import type { Lang } from '../../lib/lang';

/** Messages of the envelopes the edge itself answers, in both languages. */
export const EDGE_MESSAGES = {
  en: {
    timeout: 'The shop is taking too long to answer. Please try again in a moment.',
    unreachable: 'We could not reach the shop service. Please try again in a moment.',
    badGateway: 'The shop service answered with something we could not read. Please try again.',
    crossSite: 'This request was refused because it did not come from this site.',
    tooLarge: 'What you sent is too large.',
    badRequest: 'Some of the information sent is not valid. Please check it and try again.',
    serverError: 'Something went wrong on our side. Please try again in a moment.',
  },
  km: {
    timeout: 'ហាងឆ្លើយតបយឺតពេក។ សូមរង់ចាំបន្តិច រួចព្យាយាមម្ដងទៀត។',
    unreachable: 'យើងមិនអាចភ្ជាប់ទៅសេវាហាងបានទេ។ សូមរង់ចាំបន្តិច រួចព្យាយាមម្ដងទៀត។',
    badGateway: 'សេវាហាងបានឆ្លើយតបជាទម្រង់ដែលយើងមិនអាចអានបាន។ សូមព្យាយាមម្ដងទៀត។',
    crossSite: 'សំណើនេះត្រូវបានបដិសេធ ព្រោះវាមិនបានមកពីគេហទំព័រនេះទេ។',
    tooLarge: 'ទិន្នន័យដែលអ្នកបានផ្ញើធំពេក។',
    badRequest: 'ព័ត៌មានមួយចំនួនដែលបានផ្ញើមិនត្រឹមត្រូវទេ។ សូមពិនិត្យ ហើយព្យាយាមម្ដងទៀត។',
    serverError: 'មានបញ្ហានៅខាងយើង។ សូមរង់ចាំបន្តិច រួចព្យាយាមម្ដងទៀត។',
  },
} satisfies Record<Lang, Record<string, string>>;

export type EdgeMessageKey = keyof (typeof EDGE_MESSAGES)['en'];

/** Whether a message is one the edge wrote itself (a timeout, an unreachable upstream): safe to show as it is. */
export function isEdgeMessage(lang: Lang, msg: unknown): boolean {
  return Object.values(EDGE_MESSAGES[lang]).some((text) => text === msg);
}

/** An envelope answered by the edge: `code` repeats the HTTP status, `msg` is localized. */
export function edgeEnvelope(status: 400 | 403 | 413 | 500 | 502 | 504, key: EdgeMessageKey, lang: Lang): Response {
  return Response.json({ code: status, msg: EDGE_MESSAGES[lang][key], data: null }, { status });
}
