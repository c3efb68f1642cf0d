import { z } from 'zod';
import { MESSAGE_KINDS } from './choices';
import { envelope } from './envelope';
import { pageSchema, paged, timeSchema } from './fields';

/** GET /api/messages?token&page&limit&kind: the inbox, newest first, in the request's language, with the unread count. */
export const messageListRequest = pageSchema.extend({ kind: z.enum(MESSAGE_KINDS).optional(), time: timeSchema });
export const messageSummarySchema = z.object({
  id: z.number().int(),
  kind: z.enum(MESSAGE_KINDS),
  title: z.string(),
  /** The start of the text, for the list. */
  excerpt: z.string(),
  read: z.union([z.literal(0), z.literal(1)]),
  created_at: z.number().int(),
});
export type MessageSummary = z.infer<typeof messageSummarySchema>;
export const messageListResponse = envelope(paged(messageSummarySchema).extend({ unread: z.number().int() }));

/**
 * GET /api/messages/:id?token: one message (another shopper's: 404); reading it changes nothing. `link` is an unprefixed
 * local path. POST /api/messages/:id/read marks it read and answers unreadResponse (the count after it).
 */
export const messageSchema = messageSummarySchema
  .omit({ excerpt: true })
  .extend({ body: z.string(), link: z.string().nullable() });
export type Message = z.infer<typeof messageSchema>;
export const messageResponse = envelope(messageSchema);

/** GET /api/messages/unread?token: how many messages the shopper has not read (the header's badge). */
export const unreadResponse = envelope(z.object({ unread: z.number().int() }));
