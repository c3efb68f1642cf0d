import type { Brand } from '../../commerce/contract/shops';
import { idSchema } from '../../commerce/contract/fields';
import type { ProductCard } from '../../commerce/contract/products';
import type { Paged } from '../../commerce/contract/fields';
import type { ProductQuery } from '../../lib/product-query';
import { goodsCategories } from './goods-categories';
import { brandTiles } from './brand-tiles';
import { defineLoader } from './loader';
import { isNotFound } from './not-found';
import { readProductQuery } from './product-query';

/**
 * Brands (/bestoffer, /bestoffer/index-list), optionally of one best-offer category: `?cat=<id>`,
 * which the footer's best-offer links put in their address (the server renders the filtered list
 * and the address is shareable); without it, every brand.
 */
export const bestoffer = defineLoader(async ({ api, query }) => {
  const cat = idSchema.safeParse(query.get('cat'));
  const category = cat.success ? String(cat.data) : null;
  const [brands, categories] = await Promise.all([
    api.shops
      .brands(category ? { category } : {})
      .then((answer) => brandTiles(answer))
      .catch(() => null),
    goodsCategories(api).catch(() => null),
  ]);
  const categoryName = categories?.find((c) => String(c.id) === category)?.name ?? null;
  return { data: { brands, category, categoryName } };
});

/** One brand (/bestoffer/detail/:id) with its products, sorted and paged from the URL. */
type BrandData = { brand: Brand | null; products: Paged<ProductCard> | null; query: ProductQuery };

export const brand = defineLoader(async ({ api, params, query }) => {
  let found: Brand;
  try {
    found = await api.shops.brand({ id: params.id });
  } catch (error) {
    if (isNotFound(error)) return { notFound: true };
    const data: BrandData = { brand: null, products: null, query: {} };
    return { data };
  }
  const productQuery = readProductQuery(query);
  const products = await api.goods.list({ ...productQuery, brand: String(found.id), limit: '20' }).catch(() => null);
  const data: BrandData = { brand: found, products, query: productQuery };
  return { data, head: { title: found.name, description: found.about } };
});
