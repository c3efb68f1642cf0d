import { z } from 'zod';

/** Every commerce API answer: `code` 0 is success; `msg` is in the request's language. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string().default(''), data });
}
