import { expect } from 'vitest';
import { fetchPage, ORIGIN } from './fetch-page';

/** The seed's demo operators (scripts/seed-generate.mjs). */
export const OWNER = { email: 'owner@membershop.com.kh', password: 'ops-demo-1234' };
export const STAFF = { email: 'staff@membershop.com.kh', password: 'ops-demo-1234' };

/** Signs an operator in through the console's form and returns the cookie the browser would send back. */
export async function opsCookie(credentials: { email: string; password: string }): Promise<string> {
  const { response } = await fetchPage('/ops/sign-in', {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': '203.0.113.9' },
    body: new URLSearchParams(credentials).toString(),
  });
  expect(response.status).toBe(303);
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}

/**
 * Posts a console form as the browser does (same origin), signed in with `cookie`: URL-encoded, or
 * multipart when a field is a file; a list is the field sent once per value (ticked boxes).
 */
export function postForm(path: string, cookie: string, fields: Record<string, string | string[] | File>) {
  const entries = Object.entries(fields).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((one) => [name, one] as const),
  );
  if (!entries.some(([, value]) => value instanceof File)) {
    return fetchPage(path, {
      method: 'POST',
      headers: { cookie, origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(entries.map(([name, value]) => [name, value as string])).toString(),
    });
  }
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return fetchPage(path, { method: 'POST', headers: { cookie, origin: ORIGIN }, body: form });
}

/** The columns `productForm` reads, for a test's SELECT of a product. */
export const PRODUCT_FORM_COLUMNS = `id, sku, merchant_id, category_id, brand_id, name_en, name_km, description_en,
  description_km, image, price_cents, stock, limit_per_shopper`;

/** A stored product (read with PRODUCT_FORM_COLUMNS) as the console's product form posts it unchanged. */
export const productForm = (product: Record<string, string | number | null>) => ({
  sku: String(product.sku),
  merchant_id: String(product.merchant_id),
  category_id: String(product.category_id),
  brand_id: product.brand_id === null ? '' : String(product.brand_id),
  name_en: String(product.name_en),
  name_km: String(product.name_km),
  description_en: String(product.description_en),
  description_km: String(product.description_km),
  image: String(product.image),
  price: (Number(product.price_cents) / 100).toFixed(2),
  compare: '',
  stock: String(product.stock),
  limit_per_shopper: String(product.limit_per_shopper),
});

/** The version a product's console form at `path` carries: what it was read from (docs/decisions/052). */
export async function productFormVersion(path: string, cookie: string): Promise<string> {
  const form = (await fetchPage(path.replace(/^\/kh\//, '/'), { headers: { cookie } })).body;
  return /<input type="hidden" name="version" value="([^"]*)"/.exec(form)?.[1] ?? '';
}

/** Saves a product's console form as an operator does: opened first, then sent with the version it was read from. */
export async function postProductForm(path: string, cookie: string, fields: Record<string, string>) {
  return postForm(path, cookie, { version: await productFormVersion(path, cookie), ...fields });
}
