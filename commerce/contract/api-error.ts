/** A commerce API answer with a non-zero code (404 not found, 1012 token invalid, ...). */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}
