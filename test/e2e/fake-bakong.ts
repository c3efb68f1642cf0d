import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';

/** A transaction as Bakong reports it for a code's MD5. */
export type BakongTransaction = {
  hash: string;
  fromAccountId: string;
  toAccountId: string;
  currency: string;
  amount: number;
  createdDateMs: number;
};

/** The endpoints of Bakong's Open API the shop may call; anything else it calls is a mistake the tests report. */
const LIST = '/v1/check_transaction_by_md5_list';
const DEEPLINK = '/v1/generate_deeplink_by_qr';
/** Bakong checks at most this many MD5s a call. */
const LIST_MAX = 50;

export type FakeBakong = {
  /** The shopper's bank app pays the code on their screen: Bakong now has a transaction for its MD5, to the shop's account. */
  pay(khqr: string): BakongTransaction;
  /** Bakong stops answering the shop: `refused`, its port closes (connection refused); 503, every call is answered 503. */
  goDown(how: 'refused' | 503): Promise<void>;
  /** Bakong answers, but refuses the shop's developer token (401, errorCode 6), as it does once the token expired. */
  refuseToken(): Promise<void>;
  /** Bakong answers again, with every transaction paid meanwhile. */
  comeBack(): Promise<void>;
  /** The short link Bakong gives for a code (the link that opens a bank app on it). */
  shortLink(khqr: string): string;
  /** How many calls were refused for the token (401). */
  refusals(): number;
  /** The paths the shop called that Bakong's API does not have (or the shop must not use). */
  unexpected: string[];
  close(): Promise<void>;
};

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/**
 * A fake of Bakong's Open API on `port` (scripts/e2e.mjs points the shop at the shop's port + 10001), with
 * the real requests and answers, each with the developer token as a bearer:
 * - POST /v1/check_transaction_by_md5_list, a JSON array of up to 50 MD5s → responseCode 0 and one entry
 *   per MD5: status SUCCESS with the transaction once a bank app paid that code, else NOT_FOUND;
 * - POST /v1/generate_deeplink_by_qr {qr, sourceInfo?} → responseCode 0 and data.shortLink;
 * - a wrong token → 401 {responseCode: 1, errorCode: 6}.
 */
export async function startFakeBakong(port: number, token: string): Promise<FakeBakong> {
  const paid = new Map<string, BakongTransaction>();
  const unexpected: string[] = [];
  let answering: 'up' | 503 | 'token' = 'up';
  let refusals = 0;

  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const send = (status: number, body: object) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      const path = request.url ?? '';
      if (request.method !== 'POST' || (path !== LIST && path !== DEEPLINK)) {
        unexpected.push(`${request.method} ${path}`);
        return send(404, { responseCode: 1, errorCode: 404, data: null });
      }
      if (answering === 503) return send(503, { message: 'Service Unavailable' });
      if (answering === 'token' || request.headers.authorization !== `Bearer ${token}`) {
        refusals += 1;
        return send(401, { responseCode: 1, responseMessage: 'Unauthorized', errorCode: 6, data: null });
      }
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        return send(400, { responseCode: 1, responseMessage: 'Bad request', errorCode: 5, data: null });
      }
      if (path === DEEPLINK) {
        const qr = (body as { qr?: unknown }).qr;
        if (typeof qr !== 'string' || !qr)
          return send(400, { responseCode: 1, responseMessage: 'qr is required', errorCode: 5, data: null });
        return send(200, {
          responseCode: 0,
          responseMessage: 'Success',
          errorCode: null,
          data: { shortLink: link(qr) },
        });
      }
      if (!Array.isArray(body) || body.length > LIST_MAX || !body.every((item) => typeof item === 'string')) {
        unexpected.push(`POST ${path} with ${raw.slice(0, 80)}`);
        return send(400, { responseCode: 1, responseMessage: 'Bad request', errorCode: 5, data: null });
      }
      send(200, {
        responseCode: 0,
        responseMessage: 'Success',
        errorCode: null,
        data: (body as string[]).map((hash) => {
          const transaction = paid.get(hash);
          return transaction
            ? { md5: hash, status: 'SUCCESS', message: 'Transaction found', data: transaction }
            : { md5: hash, status: 'NOT_FOUND', message: 'Transaction not found', data: null };
        }),
      });
    });
  });
  const listen = () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      // Kept-alive connections would still reach it: a port that is down refuses them all.
      server.closeAllConnections();
    });
  const link = (qr: string) => `https://bakong.page.link/${md5(qr).slice(0, 12)}`;
  await listen();

  return {
    pay(khqr) {
      // The amount and currency the code asks for (tags 53 and 54), as the bank app pays them.
      const tag = /5303(840|116)54(\d\d)/.exec(khqr)!;
      const start = tag.index + tag[0].length;
      const code = md5(khqr);
      const transaction = {
        hash: code.split('').reverse().join(''),
        fromAccountId: 'shopper@aba',
        toAccountId: 'membershop@aclb',
        currency: tag[1] === '116' ? 'KHR' : 'USD',
        amount: Number(khqr.slice(start, start + Number(tag[2]))),
        createdDateMs: Date.now(),
      };
      paid.set(code, transaction);
      return transaction;
    },
    async goDown(how) {
      if (how === 503) answering = 503;
      else await stop();
    },
    async refuseToken() {
      answering = 'token';
      if (!server.listening) await listen();
    },
    async comeBack() {
      answering = 'up';
      if (!server.listening) await listen();
    },
    shortLink: link,
    refusals: () => refusals,
    unexpected,
    close: stop,
  };
}
