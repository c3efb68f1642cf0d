import { vi } from 'vitest';
import { md5Hex } from '../../commerce/payments/bakong';

/**
 * A fake of Bakong's Open API for worker tests, answering as the real one does:
 * POST /v1/check_transaction_by_md5_list [md5…] → per code SUCCESS with the transaction or NOT_FOUND;
 * POST /v1/generate_deeplink_by_qr {qr} → data.shortLink. It can be paid, go down (500, timeout, a garbled
 * answer) and refuse the token (401, errorCode 6).
 */
export const ORIGIN = 'https://bakong.test';
export const TOKEN = 'bakong-developer-token';
export const ACCOUNT = 'membershop@aclb';
export const VARS = { BAKONG_API_ORIGIN: ORIGIN, BAKONG_TOKEN: TOKEN, KHQR_ACCOUNT_ID: ACCOUNT };

export type Transaction = {
  hash: string;
  fromAccountId: string;
  toAccountId: string;
  currency: string;
  amount: number;
};
export type Failure = 'none' | '500' | 'timeout' | 'garbled' | 'refused';

export type FakeBakong = {
  paid: Map<string, Transaction>;
  failure: Failure;
  /** Each list call's MD5s, in order. */
  calls: string[][];
  /** The bank app pays the code (as `change` says, else exactly): Bakong now knows a transaction for its MD5. */
  pay(khqr: string, change?: Partial<Transaction>): Promise<void>;
};

export function fakeBakong(): FakeBakong {
  const fake: FakeBakong = {
    paid: new Map(),
    failure: 'none',
    calls: [],
    async pay(khqr, change = {}) {
      // Tag 54 (the amount) follows tag 53 (the currency): dollars with cents, or riel, as Bakong reports it.
      const tag = /5303(840|116)54(\d\d)/.exec(khqr)!;
      const amount = Number(khqr.slice(tag.index + tag[0].length, tag.index + tag[0].length + Number(tag[2])));
      fake.paid.set(await md5Hex(khqr), {
        hash: crypto.randomUUID().replaceAll('-', ''),
        fromAccountId: 'shopper@aba',
        toAccountId: ACCOUNT,
        currency: tag[1] === '116' ? 'KHR' : 'USD',
        amount,
        ...change,
      });
    },
  };
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (!request.url.startsWith(ORIGIN)) return realFetch(input, init);
    const path = new URL(request.url).pathname;
    if (fake.failure === 'timeout') throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    if (fake.failure === '500') return new Response('<html>Internal Server Error</html>', { status: 500 });
    if (fake.failure === 'garbled') return new Response('{"responseCode":0,"data":[{"md5":', { status: 200 });
    if (fake.failure === 'refused' || request.headers.get('authorization') !== `Bearer ${TOKEN}`)
      return Response.json(
        { responseCode: 1, responseMessage: 'Unauthorized', errorCode: 6, data: null },
        { status: 401 },
      );
    if (path === '/v1/generate_deeplink_by_qr') {
      const { qr } = (await request.json()) as { qr: string };
      return Response.json({
        responseCode: 0,
        errorCode: null,
        data: { shortLink: `https://bakong.page.link/${(await md5Hex(qr)).slice(0, 10)}` },
      });
    }
    if (path !== '/v1/check_transaction_by_md5_list') return new Response('Not found', { status: 404 });
    const md5s = (await request.json()) as string[];
    fake.calls.push(md5s);
    return Response.json({
      responseCode: 0,
      responseMessage: 'Getting transaction successfully.',
      errorCode: null,
      data: md5s.map((md5) => {
        const paid = fake.paid.get(md5);
        return paid
          ? {
              md5,
              status: 'SUCCESS',
              message: 'Getting transaction successfully.',
              data: { ...paid, createdDateMs: Date.now() },
            }
          : { md5, status: 'NOT_FOUND', message: 'Transaction could not be found.', data: null };
      }),
    });
  });
  return fake;
}
