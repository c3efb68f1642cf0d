import type { LoaderName } from '../../src/routes';
import { addressForm } from './address-form';
import { addressList } from './address-list';
import { categories } from './categories';
import { home } from './home';
import { product } from './product';
import { discount, preorder, products, productsDiscount, productsIndexList, search } from './products';
import type { Loader } from './loader';

/** The loader behind each name used in src/routes.ts. */
export const LOADERS: Record<LoaderName, Loader> = {
  none: async () => ({ data: {} }),
  // catalogue
  home,
  categories,
  products,
  productsIndexList,
  productsDiscount,
  discount,
  preorder,
  search,
  product,
  // cart and checkout
  // account area and sign-in
  addressList,
  addressForm,
  // help, about, policies, app
};
