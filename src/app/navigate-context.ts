import { createContext, useContext } from 'react';

export type NavigateOptions = {
  replace?: boolean;
  /** `to` already carries its language prefix (an address from a `redirect` parameter): used as it is. */
  localized?: boolean;
};

/**
 * `navigate(to)` for components: `to` is a route path without the language prefix (`/carts`), as a
 * Link's `to`; the page's language is added. The client router is made in Root and given through
 * this context, so this module imports nothing of the route table: components that navigate do not
 * pull routes.ts (and every page) in with them.
 */
export type Navigate = (to: string, options?: NavigateOptions) => Promise<void>;

/** Before hydration (or on the server) a navigation is a full load. */
export const NavigateContext = createContext<Navigate>(async (to) => location.assign(to));
export const useNavigate = () => useContext(NavigateContext);
