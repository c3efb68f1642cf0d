import { createContext, useContext } from 'react';
import type { Menus } from './payload';

/** Menus when neither the cache nor the upstream has them: the header shows none. */
export const NO_MENUS: Menus = {
  businessCategories: { items: [], total: 0 },
  goodsCategories: [],
  brands: { items: [], total: 0 },
  hasPromotion: false,
};

export const MenusContext = createContext<Menus>(NO_MENUS);

/** The header's menus, served from the edge's KV cache with the first page. */
export const useMenus = () => useContext(MenusContext);
