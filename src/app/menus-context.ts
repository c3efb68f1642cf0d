import { createContext, useContext } from 'react';
import { type Menus, NO_MENUS } from './payload';

export const MenusContext = createContext<Menus>(NO_MENUS);

/** The header's and footer's menus and the site's texts, served from the edge's KV cache with the first page. */
export const useMenus = () => useContext(MenusContext);
