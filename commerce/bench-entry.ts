import { commerce } from './app';
import { productListSql, type ProductQuery } from './db/products';

/**
 * The commerce API alone, for `npm run bench:commerce` (never deployed): every request goes to the API,
 * with its time in the runtime in `x-server-ms`, except POST /__plan {query}, which answers EXPLAIN QUERY
 * PLAN of that product list and its count.
 */
export default {
  async fetch(request: Request, env: CloudflareBindings, ctx: ExecutionContext): Promise<Response> {
    if (new URL(request.url).pathname !== '/__plan') {
      // The time spent inside the runtime (it advances across D1 calls), without the bench's own round trip.
      const start = Date.now();
      const response = await commerce.fetch(request, env, ctx);
      const body = await response.text();
      return new Response(body, {
        status: response.status,
        headers: { 'content-type': 'application/json', 'x-server-ms': String(Date.now() - start) },
      });
    }
    const query = (await request.json()) as ProductQuery;
    const sql = productListSql('en', query);
    const explain = async (text: string, params: unknown[]) =>
      (
        await env.DB.prepare(`EXPLAIN QUERY PLAN ${text}`)
          .bind(...params)
          .all<{ detail: string }>()
      ).results.map((row) => row.detail);
    return Response.json({
      list: await explain(sql.list, sql.params),
      count: await explain(sql.count, sql.countParams),
    });
  },
};
