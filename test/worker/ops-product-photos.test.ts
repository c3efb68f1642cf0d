import { env } from 'cloudflare:workers';
import { expect, test } from 'vitest';
import { contains, exifSegment, jpegImage, pngImage, readJpeg, withSegment } from '../photo/test-images';
import { callApi } from '../commerce/call-api';
import { fetchPage, ORIGIN } from './fetch-page';
import { OWNER, opsCookie, postProductForm, STAFF } from './ops-session';
import { workerFetch } from './worker-fetch';

// A product's photos uploaded in the console, made square at the storefront's sizes,
// with alt text in both languages, ordered and removed (decision 023).

const PRODUCT = 12;

/** Posts the photos page's upload form as a browser does: multipart, same origin. */
async function upload(
  cookie: string,
  files: { bytes: Uint8Array<ArrayBuffer>; type: string; name: string }[],
  alts = {},
  lang = '',
) {
  const form = new FormData();
  for (const file of files) form.append('photo', new File([file.bytes], file.name, { type: file.type }));
  for (const [name, value] of Object.entries(alts)) form.append(name, value as string);
  return fetchPage(`${lang}/ops/products/${PRODUCT}/photos`, {
    method: 'POST',
    headers: { cookie, origin: ORIGIN },
    body: form,
  });
}

const post = (path: string, cookie: string, fields: Record<string, string> = {}) =>
  fetchPage(path, {
    method: 'POST',
    headers: { cookie, origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

const detail = async (lang: '1' | '2' = '1') =>
  (await callApi(`/goods/${PRODUCT}`, { lang })).data as { image: string; gallery: { src: string; alt: string }[] };

/** A stored photo as the shop serves it. */
async function served(path: string) {
  const response = await workerFetch(new Request(ORIGIN + path));
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { status: response.status, type: response.headers.get('content-type'), bytes };
}

const audits = async () =>
  (
    await env.DB.prepare("SELECT action FROM ops_audit WHERE entity = 'product' AND entity_id = ?1 ORDER BY id")
      .bind(String(PRODUCT))
      .all<{ action: string }>()
  ).results.map((row) => row.action);

test('staff upload two photos: the shop shows them square at every size, named in each language, without EXIF', async () => {
  const cookie = await opsCookie(STAFF);
  const { merchant_id } = (await env.DB.prepare('SELECT merchant_id FROM products WHERE id = ?1')
    .bind(PRODUCT)
    .first<{ merchant_id: number }>())!;
  // The page of its merchant's list that shows it, read once, is in the edge cache, fresh for 5 minutes.
  let listPage = 1;
  const onPage = async (page: number) =>
    (await callApi(`/merchants/${merchant_id}/goods?limit=20&page=${page}`)).data.list.some(
      (card: { id: number }) => card.id === PRODUCT,
    );
  while (listPage < 20 && !(await onPage(listPage))) listPage += 1;
  expect(await onPage(listPage)).toBe(true);
  const merchantList = `/merchant/merchant-products/${merchant_id}?page=${listPage}`;
  expect((await fetchPage(merchantList)).response.status).toBe(200);
  const wide = withSegment(jpegImage(1000, 600), exifSegment());
  const answer = await upload(
    cookie,
    [
      { bytes: wide, type: 'image/jpeg', name: 'front.jpg' },
      { bytes: pngImage(700, 700), type: 'image/png', name: 'side.png' },
    ],
    { alt_en: 'Rice sack, front', alt_km: 'បាវអង្ករ ខាងមុខ' },
  );
  expect(answer.response.status).toBe(303);
  expect(answer.response.headers.get('location')).toBe(`/ops/products/${PRODUCT}/photos?done=added`);

  const product = await detail();
  expect(product.gallery).toHaveLength(2);
  const [front, side] = product.gallery;
  expect(product.image).toBe(front!.src);
  expect(front!.src).toMatch(/^\/media\/products\/[0-9a-f]{32}-1000\.jpg$/);
  expect(side!.src).toMatch(/^\/media\/products\/[0-9a-f]{32}-700\.jpg$/);
  expect(front!.alt).toBe('Rice sack, front');
  expect((await detail('2')).gallery[0]!.alt).toBe('បាវអង្ករ ខាងមុខ');

  // The photo at its own side and at 640 and 320: squares, padded on white, JPEGs without the upload's EXIF.
  const hex = front!.src.slice('/media/products/'.length, -'-1000.jpg'.length);
  for (const [side, path] of [
    [1000, front!.src],
    [640, `/media/products/${hex}-640.jpg`],
    [320, `/media/products/${hex}-320.jpg`],
  ] as const) {
    const photo = await served(path);
    expect(photo).toMatchObject({ status: 200, type: 'image/jpeg' });
    expect(readJpeg(photo.bytes)).toMatchObject({ width: side, height: side });
    expect(contains(photo.bytes, 'Exif') || contains(photo.bytes, 'PhoneCam')).toBe(false);
  }
  // The 1000 × 600 photo sits in the middle of its square: the top rows are the white padding.
  expect(readJpeg((await served(front!.src)).bytes, 500, 10).pixel.every((value) => value > 245)).toBe(true);

  // The product page offers every size to the browser, and its main picture is named by the console.
  const page = (await fetchPage(`/products/${PRODUCT}`)).body;
  expect(page).toContain(
    `srcSet="/media/products/${hex}-320.jpg 320w, /media/products/${hex}-640.jpg 640w, ${front!.src} 1000w"`,
  );
  expect(page).toContain('alt="Rice sack, front"');
  // The list's card shows the new photo at once.
  expect((await fetchPage(merchantList)).body).toContain(`/media/products/${hex}-`);
  expect(await audits()).toContain('product_photo_add');
});

test('photos change order, alt text and go; the last one stays; each change is audited', async () => {
  const cookie = await opsCookie(OWNER);
  const before = (await detail()).gallery.map((picture) => picture.src);
  expect(before.length).toBeGreaterThanOrEqual(2);
  const keyOf = (src: string) => src.slice('/media/products/'.length);
  const [first, second] = before.map(keyOf);

  expect((await post(`/ops/products/${PRODUCT}/photos/${second}/move`, cookie, { to: 'first' })).response.status).toBe(
    303,
  );
  const moved = await detail();
  expect(moved.gallery.map((picture) => keyOf(picture.src)).slice(0, 2)).toEqual([second, first]);
  expect(moved.image).toBe(`/media/products/${second}`);

  await post(`/ops/products/${PRODUCT}/photos/${second}/alt`, cookie, { alt_en: 'Side view', alt_km: 'ទិដ្ឋភាពចំហៀង' });
  expect((await detail('2')).gallery[0]!.alt).toBe('ទិដ្ឋភាពចំហៀង');

  const removed = await post(`/ops/products/${PRODUCT}/photos/${first}/remove`, cookie);
  expect(removed.response.status).toBe(303);
  expect((await detail()).gallery.map((picture) => keyOf(picture.src))).not.toContain(first);
  // Its files stay: an order placed while it was the main picture still shows it.
  expect((await served(`/media/products/${first}`)).status).toBe(200);

  // Down to one photo: it cannot go, and the page says why in its language.
  const rest = (await detail()).gallery.map((picture) => keyOf(picture.src));
  for (const key of rest.slice(1)) await post(`/ops/products/${PRODUCT}/photos/${key}/remove`, cookie);
  const last = await post(`/kh/ops/products/${PRODUCT}/photos/${rest[0]}/remove`, cookie);
  expect(last.response.status).toBe(400);
  expect(last.body).toContain('ផលិតផលត្រូវមានរូបថតយ៉ាងហោចណាស់មួយ');
  expect((await detail()).gallery).toHaveLength(1);
  expect(await audits()).toEqual(
    expect.arrayContaining(['product_photo_order', 'product_photo_alt', 'product_photo_remove']),
  );
});

test('a bad file is refused by name in the page’s language, and nothing of the upload is stored', async () => {
  const cookie = await opsCookie(STAFF);
  const gallery = (await detail()).gallery;
  const objects = (await env.PRODUCT_PHOTOS.list({ prefix: 'products/' })).objects.length;
  const small = await upload(
    cookie,
    [
      { bytes: jpegImage(800, 800), type: 'image/jpeg', name: 'good.jpg' },
      { bytes: jpegImage(300, 200), type: 'image/jpeg', name: 'tiny.jpg' },
    ],
    {},
    '/kh',
  );
  expect(small.response.status).toBe(400);
  expect(small.body).toContain('tiny.jpg');
  expect(small.body).toContain('វាតូចពេក');
  const notPhoto = await upload(cookie, [
    { bytes: new TextEncoder().encode('<svg onload="alert(1)"/>'), type: 'image/svg+xml', name: 'x.svg' },
  ]);
  expect(notPhoto.response.status).toBe(400);
  expect(notPhoto.body).toContain('x.svg: it is not a JPEG or PNG photo.');
  const truncated = await upload(cookie, [
    { bytes: jpegImage(900, 900).slice(0, 400), type: 'image/jpeg', name: 'cut.jpg' },
  ]);
  expect(truncated.body).toContain('cut.jpg: it could not be read as a photo.');
  expect((await detail()).gallery).toEqual(gallery);
  expect((await env.PRODUCT_PHOTOS.list({ prefix: 'products/' })).objects.length).toBe(objects);
});

test('signed out or with a shopper’s session, the photos page and its forms are the console’s sign-in', async () => {
  const page = await fetchPage(`/ops/products/${PRODUCT}/photos`);
  expect(page.response.status).toBe(303);
  expect(page.response.headers.get('location')).toBe('/ops/sign-in');
  const form = new FormData();
  form.append('photo', new File([jpegImage(700, 700)], 'a.jpg', { type: 'image/jpeg' }));
  const posted = await fetchPage(`/ops/products/${PRODUCT}/photos`, {
    method: 'POST',
    headers: { origin: ORIGIN },
    body: form,
  });
  expect(posted.response.headers.get('location')).toBe('/ops/sign-in');
  expect((await fetchPage('/media/products/not-a-key.jpg')).response.status).toBe(404);
});

test('a product with photos keeps them as its picture: the editor and the CSV import refuse another path', async () => {
  const cookie = await opsCookie(STAFF);
  const { image } = await detail();
  expect(image.startsWith('/media/products/')).toBe(true);
  const record = (await env.DB.prepare(
    `SELECT sku, merchant_id, category_id, brand_id, name_en, name_km, description_en, description_km, price_cents, stock,
       limit_per_shopper FROM products WHERE id = ?1`,
  )
    .bind(PRODUCT)
    .first<Record<string, string | number | null>>())!;
  const fields = {
    ...Object.fromEntries(Object.entries(record).map(([name, value]) => [name, value === null ? '' : String(value)])),
    price: (Number(record.price_cents) / 100).toFixed(2),
    image: '/images/products/kampot-pepper-front.svg',
  };
  const refused = await post(`/kh/ops/products/${PRODUCT}`, cookie, fields);
  expect(refused.response.status).toBe(400);
  expect(refused.body).toContain('សូមប្ដូររូបភាពរបស់វានៅលើទំព័ររូបថត');
  expect(await postProductForm(`/ops/products/${PRODUCT}`, cookie, { ...fields, image })).toMatchObject({
    response: { status: 303 },
  });

  // The export names the photo; a file that changes it has that line refused.
  const csv = await (await workerFetch(new Request(`${ORIGIN}/ops/products.csv`, { headers: { cookie } }))).text();
  const line = csv.split('\r\n').find((row) => row.startsWith(`${record.sku},`))!;
  expect(line).toMatch(new RegExp(`,${image},v\\d+\\.\\d+$`));
  const form = new FormData();
  const file = `${csv.split('\r\n')[0]}\r\n${line.replace(image, '/images/products/kampot-pepper-front.svg')}\r\n`;
  form.append('file', new File([file], 'products.csv', { type: 'text/csv' }));
  const checked = await fetchPage('/ops/products/import', {
    method: 'POST',
    headers: { cookie, origin: ORIGIN },
    body: form,
  });
  expect(checked.body).toContain('Its picture is its first uploaded photo');
  expect((await detail()).image).toBe(image);
});
