import type { BusinessCategory, CategoryTile } from '../../commerce/contract/categories';
import type { Area, MessageFiles } from '../i18n/message-areas';
import type { Lang } from '../../lib/lang';
import type { StoreState } from '../store/store-state';

/** A deferred value after it settled: loaders' slow data never throws into a page. */
export type Settled<T = unknown> = { ok: true; value: T } | { ok: false };

/**
 * A page's own title and description, when the route's generic ones are not enough (a product, an
 * article), and `canonical`: the unprefixed path and the query that make the page one of its own (a
 * category's list is `/products?category=102`); without it, the path without its query.
 */
export type PageHead = { title?: string; description?: string; canonical?: string };

/** One page's data: what a client navigation fetches as JSON. */
export type PagePayload = {
  /** A route id from src/routes.ts, or `not-found` / `error`. */
  route: string;
  params: Record<string, string>;
  status: number;
  /** The unprefixed path and query that was rendered. */
  path: string;
  lang: Lang;
  data: unknown;
  head?: PageHead;
  /** Deferred data: settled values in JSON; in HTML they stream inside the page. */
  deferred: Record<string, Settled>;
};

/** Files the browser loads, from `virtual:client-assets`. */
export type ClientAssets = {
  entry: string;
  css: string[];
  khmerFont: string | null;
  /** The icons' sprite (hashed, immutable): `<use href="…#name">`. */
  icons: string;
  /** Changes with every build's files: the service worker's cache version (`dev` in the dev server). */
  version: string;
  /** The UI messages' JSON files, per language (hashed, immutable). */
  messages: Record<Lang, MessageFiles>;
};

/** Layout data that does not change between pages: the header's and footer's menus and the site's texts (KV-cached). */
export type Menus = {
  businessCategories: { items: BusinessCategory[]; total: number };
  /** Top-level goods categories without their children: the footer's best-offer links and home's tiles. */
  goodsCategories: CategoryTile[];
  /** The brands with the most products, for the header's brand menu. */
  brands: { items: { id: number; name: string; logo: string }[]; total: number };
  /** Whether a promotion with a title exists: the navigation's promotions item depends on it. */
  hasPromotion: boolean;
  /** The site's texts and links in the page's language, as owners set them in the console. */
  site: SiteTexts;
};

/**
 * The app banners' words, the contact channels and the social and app-store links (the console's
 * /ops/site, stored in D1 and read through the edge cache). An empty string is not shown: no banner
 * without its text, no icon or channel without its link.
 */
export type SiteTexts = {
  topBanner: { text: string; cta: string };
  popup: { text: string; cta: string };
  contact: { phone: string; email: string };
  links: { telegram: string; facebook: string; tiktok: string; youtube: string; appStore: string; playStore: string };
};

/** Site texts when neither the cache nor the database has them: banners, channels and links are left out. */
export const NO_SITE: SiteTexts = {
  topBanner: { text: '', cta: '' },
  popup: { text: '', cta: '' },
  contact: { phone: '', email: '' },
  links: { telegram: '', facebook: '', tiktok: '', youtube: '', appStore: '', playStore: '' },
};

/** Menus when neither the cache nor the upstream has them: the header shows none. */
export const NO_MENUS: Menus = {
  businessCategories: { items: [], total: 0 },
  goodsCategories: [],
  brands: { items: [], total: 0 },
  hasPromotion: false,
  site: NO_SITE,
};

/**
 * The operator's settings that pages show (wrangler.toml [vars]); an empty string means "not configured":
 * the page leaves that tag out. Contact channels and links are the console's (`Menus['site']`).
 */
export type PublicConfig = {
  /** The mailing-list service's form action; empty: the commerce API's /api/newsletter. */
  newsletterAction: string;
  analyticsId: string;
  pixelId: string;
  /** The social sign-in providers configured (`facebook`, `apple`); empty: the login page shows no social buttons. */
  socialProviders: string[];
};

/** Everything the browser needs to hydrate, serialized once into the HTML. */
export type BootPayload = {
  page: PagePayload;
  /**
   * The page's messages are not in the HTML: `files` are the message files of its language (each
   * preloaded by the document when the page uses it), `areas` those the page rendered with besides the base.
   */
  messages: { files: MessageFiles; areas: Area[] };
  store: StoreState;
  menus: Menus;
  origin: string;
  assets: Omit<ClientAssets, 'messages'>;
  config: { khrPerUsd: number; public: PublicConfig };
};

/** The JSON answer to a client navigation that must go elsewhere. */
export type RedirectPayload = { redirect: string };
