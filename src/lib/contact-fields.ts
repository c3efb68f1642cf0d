import { toApiMobile } from '../../lib/mobile';

export type ContactFields = { name: string; contact: string; topic: string; message: string; website: string };
type ErrorCode = 'nameRequired' | 'replyInvalid' | 'messageShort';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What is wrong with the contact form, field by field (message keys under content.contact), before sending. */
export function contactErrors(fields: ContactFields): Partial<Record<keyof ContactFields, ErrorCode>> {
  const errors: Partial<Record<keyof ContactFields, ErrorCode>> = {};
  if (!fields.name.trim()) errors.name = 'nameRequired';
  const reply = fields.contact.trim();
  if (!EMAIL.test(reply) && !toApiMobile(reply)) errors.contact = 'replyInvalid';
  if (fields.message.trim().length < 10) errors.message = 'messageShort';
  return errors;
}
