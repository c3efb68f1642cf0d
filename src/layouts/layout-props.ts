import type { ReactNode } from 'react';
import type { PagePayload } from '../app/payload';

export type LayoutProps = {
  page: PagePayload;
  /** The Khmer-first product and checkout variants hide the category bar. */
  hideCategoryBar: boolean;
  children: ReactNode;
};
