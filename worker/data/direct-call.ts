import type { z } from 'zod';
import { apiMessage } from '../../commerce/messages';
import { ServiceError, type ServiceContext } from '../../commerce/service';
import { ApiError } from './api-error';
import { findDirect } from './direct-services';

/**
 * A GET of the contract answered by calling the embedded commerce service itself: no Request, no
 * JSON, no second validation (the type check holds the service to `schema`). Null when the path has
 * no direct service, or the caller reads it with another schema than the service was checked against.
 */
export function directCall<T extends { code: number; msg: string }>(
  ctx: ServiceContext,
  path: string,
  schema: z.ZodType<T>,
  query?: Record<string, string>,
): Promise<T> | null {
  const found = findDirect(path);
  if (!found || found.call.response !== schema) return null;
  return found.call.run(ctx, { ...query, ...found.params }).then(
    (data) => ({ code: 0, msg: '', data }) as unknown as T,
    (error: unknown) => {
      throw error instanceof ServiceError
        ? new ApiError(error.code, apiMessage(ctx.lang, error.key, error.params))
        : error;
    },
  );
}
