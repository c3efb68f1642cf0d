import { expect, test } from 'vitest';
import { readJsonCapped } from '../../lib/read-json-capped';

/** A body sent in pieces with no declared length, as a chunked answer comes. */
function chunked(pieces: string[]) {
  const encoder = new TextEncoder();
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = pieces.shift();
      if (next === undefined) controller.close();
      else controller.enqueue(encoder.encode(next));
    },
    cancel() {
      cancelled = true;
    },
  });
  return { response: new Response(body), cancelled: () => cancelled };
}

test('an answer within the cap is its JSON, however it is split', async () => {
  const { response } = chunked(['{"responseCode":', '0,"data":[', '"ក"]}']);
  expect(await readJsonCapped(response, 1024)).toEqual({ responseCode: 0, data: ['ក'] });
});

test('an answer past the cap is not decoded and the rest of it is not read', async () => {
  const pieces = ['[', ...Array.from({ length: 1000 }, () => '"xxxxxxxxxx",')];
  const { response, cancelled } = chunked(pieces);
  expect(await readJsonCapped(response, 1024)).toBeUndefined();
  expect(cancelled()).toBe(true);
  expect(pieces.length).toBeGreaterThan(900);
});

test('a declared length past the cap is refused unread; garbled JSON is undefined, not an exception', async () => {
  const declared = new Response('{}', { headers: { 'content-length': '5000000' } });
  expect(await readJsonCapped(declared, 1024)).toBeUndefined();
  expect(await readJsonCapped(new Response('{"md5":'), 1024)).toBeUndefined();
  expect(await readJsonCapped(new Response(null), 1024)).toBeUndefined();
});
