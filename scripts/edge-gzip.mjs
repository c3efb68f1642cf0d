// The compression Cloudflare's edge gives every text response in production, in front of `wrangler dev`
// (which serves the worker's HTML uncompressed so the stream is not buffered): gzip, flushed chunk by
// chunk, so streamed HTML still arrives in pieces. Lighthouse measures the shop through it.
import { request as forward, createServer } from 'node:http';
import { constants, createGzip } from 'node:zlib';

const TEXT = /^(text\/|application\/(json|javascript|manifest\+json|ld\+json))/;

/** Serves `target` (an http origin) on a free port of 127.0.0.1, gzipping text for clients that accept it. Resolves to its origin and a stop function. */
export function startEdgeGzip(target) {
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    const headers = { ...req.headers, 'accept-encoding': 'identity' };
    const out = forward(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers },
      (answer) => {
        const type = answer.headers['content-type'] ?? '';
        const encoded = answer.headers['content-encoding'] && answer.headers['content-encoding'] !== 'identity';
        const gzip = TEXT.test(type) && !encoded && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
        if (!gzip) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const { 'content-length': _length, 'content-encoding': _encoding, ...rest } = answer.headers;
        const vary = [rest.vary, 'accept-encoding'].filter(Boolean).join(', ');
        res.writeHead(answer.statusCode ?? 502, { ...rest, 'content-encoding': 'gzip', vary });
        answer.pipe(createGzip({ flush: constants.Z_SYNC_FLUSH })).pipe(res);
      },
    );
    out.on('error', () => res.destroy());
    req.pipe(out);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ origin: `http://127.0.0.1:${server.address().port}`, stop: () => server.close() }),
    ),
  );
}
