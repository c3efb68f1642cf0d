import type { Lang } from '../../src/lib/lang';
import type { PageHead } from '../../src/app/payload';
import type { Commerce } from '../data/commerce';

export type LoaderContext = {
  params: Record<string, string>;
  query: URLSearchParams;
  lang: Lang;
  api: Commerce;
};

/**
 * What a loader gives its page: `data` is awaited before the shell renders
 * (critical); each `deferred` promise streams into a Suspense boundary later.
 * `head` replaces the route's title and the site description (a product's
 * name, say). `notFound` renders the 404 page.
 */
export type LoaderResult = { data: unknown; deferred?: Record<string, Promise<unknown>>; head?: PageHead } | { notFound: true };

export type Loader = (context: LoaderContext) => Promise<LoaderResult>;
