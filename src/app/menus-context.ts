import { createContext, useContext } from 'react';
import type { Menus } from './payload';

export const MenusContext = createContext<Menus>({ businessCategories: { items: [], total: 0 } });

/** The header's menus, served from the edge's KV cache with the first page. */
export const useMenus = () => useContext(MenusContext);
