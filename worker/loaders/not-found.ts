import { ApiError } from '../../commerce/contract/api-error';

/** The commerce API said the thing asked for does not exist (as opposed to failing to answer). */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.code === 404;
