import { env } from 'cloudflare:workers';
import { expect, test } from 'vitest';
import { fetchPage } from './fetch-page';
import { OWNER, opsCookie, PRODUCT_FORM_COLUMNS, postProductForm, productForm } from './ops-session';

// The audit log reads as an operator reads a change: the fields that changed, before → after, in dollars
// and Phnom Penh dates, never the stored JSON.
const product = () =>
  env.DB.prepare(`SELECT ${PRODUCT_FORM_COLUMNS} FROM products WHERE id = 3`).first<Record<string, string | number>>();

/** The audit page's changes column for its newest entry, as text. */
async function newestChange(path: string, cookie: string) {
  const { body } = await fetchPage(path, { headers: { cookie } });
  expect(body).not.toContain('{&quot;');
  const cell = /<td[^>]*>(<ul class="ops-changes">.*?)<\/td><\/tr>/.exec(body)?.[1] ?? '';
  return cell
    .replace(/<\/li>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .trim();
}

test('a product edited in the console: the audit shows the changed fields only, its price in dollars', async () => {
  const cookie = await opsCookie(OWNER);
  await env.DB.prepare('UPDATE products SET price_cents = 100, compare_cents = NULL WHERE id = 3').run();
  const saved = await postProductForm('/ops/products/3', cookie, {
    ...productForm((await product())!),
    price: '2.00',
    name_en: 'Renamed in the audit test',
  });
  expect(saved.response.status).toBe(303);
  const lines = (await newestChange('/ops/audit', cookie)).split('\n');
  expect(lines).toContain('price: $1.00 → $2.00');
  expect(lines.find((line) => line.startsWith('name (English): '))).toMatch(/ → Renamed in the audit test$/);
  // Only what changed: the stock, the SKU and the rest stayed as they were.
  expect(lines).toHaveLength(2);
  expect(lines.join('\n')).not.toMatch(/stock|sku/);
  // The record opens the product's page, in the console's language.
  expect((await fetchPage('/ops/audit', { headers: { cookie } })).body).toContain(
    '<a href="/ops/products/3">product 3</a>',
  );
  expect((await fetchPage('/kh/ops/audit', { headers: { cookie } })).body).toContain(
    '<a href="/kh/ops/products/3">product 3</a>',
  );
});

test('a member suspended: the moment reads as a Phnom Penh date, and the Khmer page labels it in Khmer', async () => {
  const cookie = await opsCookie(OWNER);
  // 1 Dec 2026 09:30 in Phnom Penh.
  const at = Date.UTC(2026, 11, 1, 2, 30) / 1000;
  await env.DB.prepare(
    `INSERT INTO ops_audit (operator_id, at, action, entity, entity_id, before_json, after_json)
     VALUES (1, ?1, 'member_suspend', 'member', '1', ?2, ?3)`,
  )
    .bind(
      Math.floor(Date.now() / 1000) + 60,
      JSON.stringify({ suspended_at: null, reason: null }),
      JSON.stringify({ suspended_at: at, reason: `Chargebacks ${'x'.repeat(200)}` }),
    )
    .run();
  const english = await newestChange('/ops/audit', cookie);
  expect(english).toContain('suspended: — → 1 Dec 2026 09:30');
  expect(english).toMatch(/^reason: — → Chargebacks x+…$/m);
  const khmer = await fetchPage('/kh/ops/audit', { headers: { cookie } });
  expect(khmer.body).toContain('<th role="columnheader" scope="col">មុន → ក្រោយ</th>');
  expect(khmer.body).toContain('បានផ្អាក៖ — → 1 ធ្នូ 2026 09:30');
});
