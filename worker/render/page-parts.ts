import type { ComponentType } from 'react';
import type { DeferredSource } from '../../src/app/Await';
import type { PageProps } from '../../src/app/page-props';
import type { LayoutProps } from '../../src/layouts/layout-props';
import type { Menus, PagePayload, Settled } from '../../src/app/payload';
import type { MessageTable } from '../../src/i18n/message-areas';
import type { StoreState } from '../../src/store/store-state';
import type { PreludeHtml } from './prelude-html';

// The types a rendered page is made of, apart from the renderer, so that the caches that keep pages
// (worker/cache) name them without importing it.

/** What a page's document is made of, besides its store: the page, its layout and data, messages and menus. */
export type DocumentParts = {
  payload: PagePayload;
  Page: ComponentType<PageProps>;
  Layout: ComponentType<LayoutProps>;
  deferred: DeferredSource;
  messages: MessageTable;
  menus: Menus;
};

/** What resumes a prerendered page for one shopper: React's postponed state (JSON) and the page's parts. */
export type Resumable = {
  postponed: string;
  parts: Omit<DocumentParts, 'deferred'> & { settled: Record<string, Settled> };
  banners: StoreState['banners'];
};

/**
 * A prerendered page: its HTML cut at its nonces, its store and every ShopperPart, which it leaves
 * open; its resume; and about how many characters it holds (its HTML, whose boot data is its data, and
 * React's state).
 */
export type Prelude = { html: PreludeHtml; resume: Resumable; chars: number };
