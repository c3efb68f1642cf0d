import type { Lang } from '../../lib/lang';
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
 * name, say). `notFound` renders the 404 page. `redirect` sends the shopper to
 * another route path instead (unprefixed, with its query; the page's language
 * is added): a 302 for a document, `{ redirect }` for a client navigation.
 */
export type LoaderResult =
  | { data: unknown; deferred?: Record<string, Promise<unknown>>; head?: PageHead }
  | { notFound: true }
  | { redirect: string };

export type Loader = (context: LoaderContext) => Promise<LoaderResult>;

/**
 * A page's loader. It keeps the type it returns, so its page takes `PageProps<typeof loader>` and
 * `awaitFor<typeof loader>()` (src/app/page-props.ts): the data type is written once, here.
 */
export function defineLoader<Result extends Inferred>(loader: (context: LoaderContext) => Promise<Result>) {
  return loader;
}

/**
 * LoaderResult, loose where a contextual type would erase what is inferred: under
 * `Record<string, Promise<unknown>>` a deferred `.then(...)` infers as `Promise<unknown>`.
 * LOADERS (index.ts) still checks every loader against `Loader`.
 */
type Inferred = { data: unknown; deferred?: object; head?: PageHead } | { notFound: true } | { redirect: string };
