import { createContext, useContext } from 'react';

/**
 * `navigate(href)` for components. The client router is made in Root and given
 * through this context, so this module imports nothing of the route table:
 * components that navigate do not pull routes.ts (and every page) in with them.
 */
export type Navigate = (href: string, options?: { replace?: boolean }) => Promise<void>;

/** Before hydration (or on the server) a navigation is a full load. */
export const NavigateContext = createContext<Navigate>(async (href) => location.assign(href));
export const useNavigate = () => useContext(NavigateContext);
