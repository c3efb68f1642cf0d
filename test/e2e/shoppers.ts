import { createHash } from 'node:crypto';
import { test as base, type Page } from '@playwright/test';

/**
 * Shoppers no other test has signed in as, made before the run (global-setup.ts): each has the demo
 * shopper's password and a live session, and nothing else (no cart, orders, points or addresses).
 */
export const SHOPPER_POOL = 1000;
/**
 * Numbers a worker process takes from; a retried test runs in a new process (a new worker index), so it gets
 * a new shopper. The pool holds ten processes' worth (each failure starts a new one).
 */
const PER_WORKER = 100;
const FIRST_ID = 100_000;

export type Shopper = { id: number; mobile: string; name: string; token: string };

/** Shopper `n` of the pool: the same every run (the token is a test fixture, never a deployed secret). */
export function poolShopper(n: number): Shopper {
  return {
    id: FIRST_ID + n,
    mobile: `85560${String(n).padStart(6, '0')}`,
    name: `Test shopper ${n}`,
    token: createHash('sha256').update(`e2e-shopper-${n}`).digest('hex'),
  };
}

/** Rows per INSERT: D1 refuses a statement over 100 KB. */
const ROWS_PER_STATEMENT = 100;

function inserts(head: string, rows: string[]): string {
  const statements = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT)
    statements.push(`${head} VALUES\n${rows.slice(i, i + ROWS_PER_STATEMENT).join(',\n')};`);
  return statements.join('\n');
}

/** The pool's rows: each shopper and their session token (stored, as the shop stores it, by its hash). */
export function poolSql(now: number): string {
  const shoppers = Array.from({ length: SHOPPER_POOL }, (_, n) => poolShopper(n));
  const password = (column: string) => `(SELECT ${column} FROM users WHERE id = 1)`;
  const users = shoppers.map(
    (s) => `(${s.id}, '${s.mobile}', '${s.name}', ${password('pass_salt')}, ${password('pass_hash')}, ${now})`,
  );
  const tokens = shoppers.map(
    (s) => `('${createHash('sha256').update(s.token).digest('hex')}', ${s.id}, ${now}, ${now + 30 * 86_400})`,
  );
  return `${inserts('INSERT OR IGNORE INTO users (id, mobile, name, pass_salt, pass_hash, created_at)', users)}
${inserts('INSERT OR IGNORE INTO tokens (token_hash, user_id, created_at, expires_at)', tokens)}
`;
}

let taken = 0;

/** A shopper of the pool no other test has used: for a test that signs in through the form itself. */
export function freshShopper(): Shopper {
  const n = base.info().workerIndex * PER_WORKER + taken;
  if (taken >= PER_WORKER || n >= SHOPPER_POOL)
    throw new Error(`The fresh shoppers ran out (worker ${base.info().workerIndex}): raise PER_WORKER or SHOPPER_POOL`);
  taken += 1;
  return poolShopper(n);
}

/** A shopper's mobile as they type it: the local form, 0 and eight or nine digits. */
export const localMobile = (shopper: Shopper) => `0${shopper.mobile.slice(3)}`;

/**
 * Signs `page`'s browser context in as a fresh shopper by their session cookie (as epic-stack's login
 * fixture does), and returns them: the test neither types into the sign-in form nor shares the demo
 * shopper's cart, points and reviews with the tests running beside it.
 */
export async function signInFresh(page: Page, shopper = freshShopper()): Promise<Shopper> {
  const url = base.info().project.use.baseURL!;
  await page.context().addCookies([{ name: 'jwt', value: shopper.token, url, httpOnly: true, sameSite: 'Lax' }]);
  return shopper;
}

/**
 * `test` where `test.use({ member: true })` starts each test signed in as a fresh shopper (`signInFresh`),
 * whom `shopper` names; without it `shopper` is null and the page a guest's.
 */
export const test = base.extend<{ member: boolean; shopper: Shopper | null }>({
  member: [false, { option: true }],
  shopper: [async ({ member, page }, use) => use(member ? await signInFresh(page) : null), { auto: true }],
});

export { expect } from '@playwright/test';
