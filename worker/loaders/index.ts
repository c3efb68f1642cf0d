import type { LoaderName } from '../../src/routes';
import { categories } from './categories';
import { home } from './home';
import type { Loader } from './loader';

/** The loader behind each name used in src/routes.ts. */
export const LOADERS: Record<LoaderName, Loader> = {
  none: async () => ({ data: {} }),
  // catalogue
  home,
  categories,
  // cart and checkout
  // account area and sign-in
  // help, about, policies, app
};
