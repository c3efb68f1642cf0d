import type { ReactNode } from 'react';
import type { PagePayload } from '../app/payload';

export type LayoutProps = {
  page: PagePayload;
  /** The Khmer-first product and checkout variants hide the category bar. */
  hideCategoryBar: boolean;
  /** Nothing floats over the page (RouteDef.focused). */
  focused: boolean;
  children: ReactNode;
};
