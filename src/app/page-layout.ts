import type { ComponentType } from 'react';
import { DefaultLayout } from '../layouts/DefaultLayout';
import type { LayoutProps } from '../layouts/layout-props';
import { routeById } from './match-route';

/**
 * The frame a page payload's route sits in. The account area's side bar is a chunk of its own,
 * fetched with its pages, so no other page's first script carries it.
 */
export async function loadLayout(routeId: string): Promise<ComponentType<LayoutProps>> {
  if (routeById(routeId)?.layout !== 'profile') return DefaultLayout;
  return (await import('../layouts/ProfileLayout')).ProfileLayout;
}
