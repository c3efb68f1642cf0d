import { expect, test } from '@playwright/test';
import { runLocalSql } from './local-db';
import { signIn } from './shell-helpers';
import { sharesData } from './shared-data';

sharesData();

/** The browser storage keys the specification names that hold nothing secret; the token is not one of them. */
const SPEC_KEYS = ['num', 'category', 'bestoffer_cat_id', 'bestoffer_cat_name', 'promotions'];

test('after sign-in the page keeps only the specification’s non-secret keys: no token in storage or in document.cookie', async ({
  page,
  context,
}) => {
  await signIn(page, '/accounts');
  const jwt = (await context.cookies()).find((cookie) => /^(__Host-)?jwt$/.test(cookie.name));
  expect(jwt?.httpOnly).toBe(true);
  const storage = await page.evaluate(() => ({ ...localStorage }));
  expect(storage.num).toBe('85512345678');
  expect(Object.keys(storage).filter((key) => !SPEC_KEYS.includes(key))).toEqual([]);
  expect(JSON.stringify(storage)).not.toContain(jwt!.value);
  expect(await page.evaluate(() => document.cookie)).not.toContain('jwt');
});

test('the header’s unread count goes down when a message is read, without a reload', async ({ page }) => {
  // A fresh unread message for the demo shopper, so the count starts above zero whatever earlier tests read.
  const ref = `e2e-${Date.now()}`;
  const title = `Unread in run ${ref}`;
  runLocalSql(
    `INSERT INTO member_messages (user_id, kind, title_en, title_km, body_en, body_km, ref, created_at) VALUES (1, 'promotion', '${title}', 'សារសាកល្បង', 'Body', 'Body', '${ref}', ${Math.floor(Date.now() / 1000)})`,
  );
  await signIn(page, '/accounts/message-lists');
  const badge = page.locator('.messages-link');
  const label = (await badge.getAttribute('aria-label')) ?? '';
  const count = Number(/^(\d+) unread messages?$/.exec(label)?.[1] ?? (label.startsWith('1 unread') ? 1 : NaN));
  expect(count).toBeGreaterThan(0);
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const expected =
    count - 1 === 0 ? 'Messages, none unread' : count - 1 === 1 ? '1 unread message' : `${count - 1} unread messages`;
  await expect(badge).toHaveAttribute('aria-label', expected);
});
