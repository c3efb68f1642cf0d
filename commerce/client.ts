import { ApiError } from './contract/api-error';
import { apiMessage } from './messages';
import type { DataOf, ParamNames, Read } from './read';
import { accountReads } from './routes/account';
import { addressReads } from './routes/addresses';
import { authReads } from './routes/auth';
import { cartReads } from './routes/cart';
import { categoryReads } from './routes/categories';
import { contentReads } from './routes/content';
import { couponReads } from './routes/coupons';
import { dealReads } from './routes/deals';
import { goodsReads } from './routes/goods';
import { messageReads } from './routes/messages';
import { myFreebieReads } from './routes/my-freebies';
import { orderReads } from './routes/orders';
import { pageReads } from './routes/pages';
import { paymentReads } from './routes/payments';
import { pointReads } from './routes/points';
import { reviewReads } from './routes/reviews';
import { savedReads } from './routes/saved';
import { shopReads } from './routes/shops';
import { ServiceError, type ServiceContext } from './service';

/**
 * Every GET of the commerce API, by the module that mounts it: the client's calls are these
 * (`commerce.goods.detail({ id })`), so a call the routes do not mount cannot be written.
 */
export const READS = {
  account: accountReads,
  addresses: addressReads,
  auth: authReads,
  cart: cartReads,
  categories: categoryReads,
  content: contentReads,
  coupons: couponReads,
  deals: dealReads,
  goods: goodsReads,
  messages: messageReads,
  myFreebies: myFreebieReads,
  orders: orderReads,
  pages: pageReads,
  payments: paymentReads,
  points: pointReads,
  reviews: reviewReads,
  saved: savedReads,
  shops: shopReads,
};
type Reads = typeof READS;

/** A query field's value; `undefined` leaves the field out. */
type QueryValue = string | number | undefined;
/** What a read takes: its path parameters (required), and any query fields. */
type InputOf<P extends string> = { [K in ParamNames<P>]: string | number | undefined } & Record<string, QueryValue>;

/** A read as the client calls it: its input in, its answer's `data` out; a refusal rejects with ApiError. */
type Call<R> =
  R extends Read<infer P, infer S>
    ? [ParamNames<P>] extends [never]
      ? (query?: Record<string, QueryValue>) => Promise<DataOf<S>>
      : (input: InputOf<P>) => Promise<DataOf<S>>
    : never;

/** The typed client of the commerce API's reads. */
export type CommerceReads = { [M in keyof Reads]: { [K in keyof Reads[M]]: Call<Reads[M][K]> } };

/**
 * One read on its way: the read, its path with the parameters filled in, its path parameters and its
 * query fields (strings, in the caller's order).
 */
export type ReadCall = { read: Read; path: string; params: Record<string, string>; query: Record<string, string> };

/** The client of the reads over `transport`: embedded (`runEmbedded`) or HTTP, the caller decides per call. */
export function commerceReads(transport: (call: ReadCall) => Promise<unknown>): CommerceReads {
  const client: Record<string, Record<string, unknown>> = {};
  for (const [module, reads] of Object.entries(READS)) {
    const calls: Record<string, unknown> = {};
    for (const [name, read] of Object.entries(reads as Record<string, Read>)) {
      calls[name] = (input: Record<string, QueryValue> = {}) => transport(readCall(read, input));
    }
    client[module] = calls;
  }
  return client as CommerceReads;
}

/** The read's path with its parameters from `input`; the other fields of `input` are its query. */
function readCall(read: Read, input: Record<string, QueryValue>): ReadCall {
  const params: Record<string, string> = {};
  const path = read.path.replace(/:(\w+)/g, (_, name: string) => {
    params[name] = String(input[name] ?? '');
    return encodeURIComponent(params[name]);
  });
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(input))
    if (!(key in params) && value !== undefined) query[key] = String(value);
  return { read, path, params, query };
}

/**
 * A read answered by the embedded API's service itself: no Request, no JSON, no second validation
 * (the type check holds the service to the read's answer). A refusal rejects with the contract's
 * ApiError, as the HTTP answer's envelope would.
 */
export function runEmbedded(ctx: ServiceContext, { read, params, query }: ReadCall): Promise<unknown> {
  return read.run(ctx, { ...query, ...params }).catch((error: unknown) => {
    throw error instanceof ServiceError
      ? new ApiError(error.code, apiMessage(ctx.lang, error.key, error.params))
      : error;
  });
}
