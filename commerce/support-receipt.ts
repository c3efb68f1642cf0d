import type { NewMessage } from './db/messages';

/**
 * The inbox message a signed-in shopper gets for a support request: the reference and their own words
 * (stored as text; the inbox shows it escaped), so the conversation starts in their messages.
 */
export function supportReceipt(userId: number, id: number, reference: string, message: string): NewMessage {
  return {
    userId,
    kind: 'support',
    title: { en: `We received your message ${reference}`, km: `យើងបានទទួលសាររបស់អ្នក ${reference}` },
    body: {
      en: `Thank you for contacting customer service. We answer within one working day. Your message: ${message}`,
      km: `សូមអរគុណដែលបានទាក់ទងសេវាអតិថិជន។ យើងនឹងឆ្លើយតបក្នុងរយៈពេលមួយថ្ងៃធ្វើការ។ សាររបស់អ្នក៖ ${message}`,
    },
    link: '/customerservices',
    ref: `support-${id}`,
  };
}
