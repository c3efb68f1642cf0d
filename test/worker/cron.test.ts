import { env } from 'cloudflare:workers';
import { createScheduledController } from 'cloudflare:test';
import { expect, test } from 'vitest';
import worker from '../../worker/index';
import { demoToken } from '../commerce/call-api';
import { buyNow, placeOrder, productWhere } from '../commerce/order-helpers';

const stateOf = async (id: number) =>
  (await env.DB.prepare('SELECT state FROM orders WHERE id = ?1').bind(id).first<{ state: string }>())?.state;

test('with API_ORIGIN naming another backend, the cron leaves the embedded database alone', async () => {
  const token = await demoToken();
  const product = (await productWhere('stock > 10 AND limit_per_shopper = 10 AND is_earnest = 0 AND id > 250'))!;
  const order = await placeOrder(token, buyNow(product.id, 1));
  await env.DB.prepare('UPDATE orders SET expires_at = 1 WHERE id = ?1').bind(order.data.id).run();

  // The worker's own handler, as the platform runs it each minute (wrangler.toml [triggers]).
  const run = async (bindings: CloudflareBindings) => {
    await worker.scheduled(createScheduledController({ cron: '* * * * *' }), bindings);
  };
  await run({ ...env, API_ORIGIN: 'https://backend.example' } as CloudflareBindings);
  expect(await stateOf(order.data.id)).toBe('pending_payment');

  await run(env);
  expect(await stateOf(order.data.id)).toBe('cancelled');
});

test('GET /__scheduled runs the round by hand on a local run (LOCAL_CRON, from .dev.vars), and is a 404 elsewhere', async () => {
  const token = await demoToken();
  const product = (await productWhere('stock > 10 AND limit_per_shopper = 10 AND is_earnest = 0 AND id > 260'))!;
  const order = await placeOrder(token, buyNow(product.id, 1));
  await env.DB.prepare('UPDATE orders SET expires_at = 1 WHERE id = ?1').bind(order.data.id).run();
  const get = async (bindings: object) => {
    const response = await worker.fetch(
      new Request('http://localhost/__scheduled'),
      bindings as CloudflareBindings,
      {
        waitUntil() {},
        passThroughOnException() {},
        props: {},
      } as unknown as ExecutionContext,
    );
    return { status: response.status, body: await response.text() };
  };
  expect((await get(env)).status).toBe(404);
  expect(await stateOf(order.data.id)).toBe('pending_payment');
  const ran = await get({ ...env, LOCAL_CRON: '1' });
  expect(ran.status).toBe(200);
  expect(JSON.parse(ran.body).cancelled).toContain(order.data.id);
  expect(await stateOf(order.data.id)).toBe('cancelled');
});
