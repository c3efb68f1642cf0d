/**
 * Whether a D1 error is a constraint refusing a write (CHECK, UNIQUE, FOREIGN KEY): the database's own
 * guards, such as stock that may not go below 0 or an Idempotency-Key used once. Anything else (the
 * database unreachable, a bug in a statement) is a failure to report, never a refusal to answer.
 */
export function isConstraintFailure(error: unknown): boolean {
  return error instanceof Error && /constraint failed|SQLITE_CONSTRAINT/i.test(error.message);
}
