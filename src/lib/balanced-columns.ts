/**
 * The fewest columns, up to `max`, that lay `count` tiles out in as few rows as `max` columns would:
 * the rows come out as even as they can (8 tiles at most 6 wide make 4 + 4, not 6 + 2; 15 make
 * 5 + 5 + 5, not 6 + 6 + 3).
 */
export function balancedColumns(count: number, max: number): number {
  if (count < 1) return max;
  return Math.ceil(count / Math.ceil(count / max));
}
