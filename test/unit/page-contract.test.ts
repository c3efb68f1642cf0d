import { expect, test } from 'vitest';
import { awaitFor } from '../../src/app/Await';
import type { LoaderData, PageProps } from '../../src/app/page-props';
import type { product } from '../../worker/loaders/product';

// The `@ts-expect-error` lines below are checked by `npm run typecheck` (part of `npm test`), which
// fails when one of them stops being an error; at run time this test only calls the typed Await.
test("a page's data and deferred keys are its loader's: a wrong key is a type error", () => {
  type ProductPageData = PageProps<typeof product>['data'];
  const data = { product: null, dealLive: false, promotionLive: false } satisfies ProductPageData;
  const wrong = { product: null, deal: false, promotionLive: false };
  // @ts-expect-error the product loader gives no `deal` (it is `dealLive`)
  expect((wrong satisfies LoaderData<typeof product>).product).toBeNull();
  expect(data.dealLive).toBe(false);

  const Await = awaitFor<typeof product>();
  const fallback = null;
  // The related products stream in as product cards, the shop as a merchant.
  Await({
    name: 'related',
    fallback,
    children: (settled) => (settled.ok ? settled.value.map((card) => card.name).join() : null),
  });
  // @ts-expect-error `reviews` is not one of the product loader's deferred keys
  Await({ name: 'reviews', fallback, children: () => null });
  // @ts-expect-error `merchant` streams a shop, which has no `price`
  Await({ name: 'merchant', fallback, children: (settled) => (settled.ok ? settled.value.price : null) });
  expect(Await).toBeTypeOf('function');
});
