/**
 * What one request cost the data layer, for the request log and the bench: calls to the commerce API
 * (a direct service call or an HTTP call alike), D1 statements, and D1 round trips (a batch is one).
 */
export type RequestMetrics = { apiCalls: number; d1Statements: number; d1RoundTrips: number };

export function newMetrics(): RequestMetrics {
  return { apiCalls: 0, d1Statements: 0, d1RoundTrips: 0 };
}
