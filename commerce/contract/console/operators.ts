/** What the console reads and sends of its operators and their audit: commerce/db/operators.ts holds them. */

/** An operator's role: some console sections and moves are an owner's only (requireOperator's `role`); the operators page sets it. */
export type OperatorRole = 'owner' | 'staff';

/**
 * The operator signed in: every console route reads them from the session, and the pages show their
 * name and role (the account page, the menu) and offer what the role allows.
 */
export type Operator = { id: number; email: string; name: string; role: OperatorRole };

/**
 * An operator as the owners' list shows them, with what holds their sign-in in the last 24 hours: wrong
 * two-step codes from every address and wrong passwords counted against the account (decision 014).
 * The operators page shows one per row, with its role, disable, password and lift-pause forms.
 */
export type OperatorListRow = Operator & {
  two_step: number;
  disabled_at: number | null;
  created_at: number;
  wrong_codes: number;
  wrong_passwords: number;
  /** Either count has reached its cap: no sign-in from a new address until it falls or an owner lifts it. */
  paused: boolean;
};

/**
 * One audit entry: who did what to which record, and the record before and after (null where there is
 * none). `operatorId` null: the operator API's bearer key, which no operator signs in with (migration 0127).
 * The console's routes send one with each change they make.
 */
export type AuditEntry = {
  operatorId: number | null;
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
};

/** One entry of the audit as the audit page lists it, newest first, with the record before and after as JSON. */
export type AuditRow = {
  id: number;
  at: number;
  /** "Name <e-mail>", or null for the operator API's key. */
  operator: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  before_json: string | null;
  after_json: string | null;
};
