/**
 * A page's data types flow from its loader (worker/loaders), as Hydrogen's `useLoaderData<typeof loader>`:
 * the page names the loader, never a hand-written copy of its data. Only types cross from the edge.
 */

/** Any loader, whatever its data: worker/loaders/loader.ts gives the real signature. */
export type AnyLoader = (...args: never[]) => Promise<unknown>;

/** What reaches the page: not a 404, not a redirect elsewhere. */
type Found<L extends AnyLoader> = Exclude<Awaited<ReturnType<L>>, { notFound: true } | { redirect: string }>;
// Both distribute over a loader that returns different shapes on different paths.
type DataOf<Result> = Result extends { data: infer Data } ? Data : never;
type DeferredOf<Result> = Result extends { deferred?: infer Deferred } ? NonNullable<Deferred> : never;
type KeysOf<Union> = Union extends unknown ? keyof Union : never;
type ValueOf<Union, Key extends PropertyKey> = Union extends { [P in Key]?: infer Value } ? Value : never;

/** What the loader (or each of several loaders, as a union) gives its page before the shell renders. */
export type LoaderData<L extends AnyLoader> = DataOf<Found<L>>;

/** The loader's deferred values by key, each as it settles (see `awaitFor`). */
export type LoaderDeferred<L extends AnyLoader> = {
  [Key in KeysOf<DeferredOf<Found<L>>> & string]: Awaited<ValueOf<DeferredOf<Found<L>>, Key>>;
};

/** The page of a route without a loader. */
export type NoLoader = () => Promise<{ data: Record<string, never> }>;

/** What a page component receives: its route id, its loader's data and the path parameters. */
export type PageProps<L extends AnyLoader = NoLoader> = {
  route: string;
  data: LoaderData<L>;
  params: Record<string, string>;
};
