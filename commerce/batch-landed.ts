import { isConstraintFailure } from './db/constraint-failure';

/**
 * Runs `statements` as one batch and answers its results, or null when a constraint refused it (a slug or
 * a new record's id taken by another save meanwhile, a check the write broke), so nothing of it was
 * written. Any other failure is thrown: it is a fault to report, never a refusal to show.
 */
export async function batchLanded(db: D1Database, statements: D1PreparedStatement[]): Promise<D1Result[] | null> {
  try {
    return await db.batch(statements);
  } catch (error) {
    if (!isConstraintFailure(error)) throw error;
    return null;
  }
}
