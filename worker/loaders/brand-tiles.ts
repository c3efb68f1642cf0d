import type { Brand, BrandTile } from '../../commerce/contract/shops';

/** Brands cut to what their tiles show: a page's data (and its HTML) carries no brand's story. */
export const brandTiles = (brands: Brand[]): BrandTile[] =>
  brands.map(({ id, name, logo, products }) => ({ id, name, logo, products }));
