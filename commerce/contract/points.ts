import { z } from 'zod';
import { envelope } from './envelope';
import { pageSchema, paged, timeSchema } from './fields';

/** POST /api/signin {token, time}: the daily check-in, 10 points once per Phnom Penh calendar day. */
export const signInRequest = z.object({ time: timeSchema });
export const signInResponse = envelope(z.object({ points: z.number().int(), balance: z.number().int() }).nullable());

/** GET /api/mygrade?time&token: grade, balance, today's check-in (is_everyday 1) and progress. */
export const myGradeRequest = z.object({ time: timeSchema });
export const myGradeSchema = z.object({
  level: z.number().int(),
  grade: z.string(),
  points: z.number().int(),
  earned: z.number().int(),
  is_everyday: z.union([z.literal(0), z.literal(1)]),
  next_grade: z.string().nullable(),
  next_points: z.number().int(),
  progress: z.number().int().min(0).max(100),
});
export const myGradeResponse = envelope(myGradeSchema);

/** GET /api/points?token&page&limit: the ledger, newest first. `created_at` is Unix seconds. */
export const pointsListRequest = pageSchema.extend({ time: timeSchema });
export const pointsRowSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['checkin', 'purchase', 'review', 'redemption', 'adjustment']),
  title: z.string(),
  points: z.number().int(),
  created_at: z.number().int(),
});
export const pointsListResponse = envelope(paged(pointsRowSchema).extend({ balance: z.number().int() }));

/** The earning rule for purchases (decision 053): points per full dollar paid; when a down payment earns. */
export const POINTS_PER_DOLLAR_MAX = 100;
export const pointsRulesSchema = z.object({
  points_per_dollar: z.number().int().min(0).max(POINTS_PER_DOLLAR_MAX),
  deposit_earns: z.enum(['deposit', 'completion']),
});
export type PointsRules = z.infer<typeof pointsRulesSchema>;
/** The rule as stored, with the version a save must name (the console's form keeps it). */
export type PointsRulesRecord = PointsRules & { version: number };
