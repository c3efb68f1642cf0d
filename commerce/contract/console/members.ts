/** What the console reads of the shop's members (/ops/members): commerce/db/ops-members.ts reads them in this shape. */

/**
 * A member as a search finds them; `suspended_at`: when the console suspended them, or null.
 * The members page lists the hits of its search, one per row.
 */
export type MemberHit = { id: number; mobile: string; name: string; email: string | null; suspended_at: number | null };

/** One of a member's latest orders, as the member page lists them. */
export type MemberOrder = { id: number; state: string; total_cents: number; created_at: number; delivery: string };

/** One line of a member's points ledger, with its note, as the member page lists it. */
export type MemberLedgerRow = {
  id: number;
  kind: 'checkin' | 'purchase' | 'review' | 'redemption' | 'adjustment';
  ref: string;
  points: number;
  created_at: number;
  note: string;
};

/**
 * A member's account, points, latest orders and ledger, and the sign-in budget held against them:
 * the member page shows it, with its adjust, suspend, reinstate and lift-pause forms.
 */
export type Member = MemberHit & {
  created_at: number;
  /** Why the console suspended them (with `suspended_at`), or null. */
  suspended_reason: string | null;
  balance: number;
  earned: number;
  orders: MemberOrder[];
  ledger: MemberLedgerRow[];
  /** Wrong passwords held against the account in the last 24 hours, and whether sign-in is paused by them. */
  wrongPasswords: number;
  paused: boolean;
};
