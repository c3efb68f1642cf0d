// Server CPU per request from V8 CPU profiles taken through the worker's inspector (wrangler dev --inspector-port).
import WebSocket from 'ws';

const SAMPLING_US = 100;
const IDLE = new Set(['(idle)', '(program)', '(root)']);

/** A DevTools-protocol session with the worker. */
export async function inspect(port) {
  const targets = await (await fetch(`http://127.0.0.1:${port}/json`)).json();
  const socket = new WebSocket(targets[0].webSocketDebuggerUrl);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  let id = 0;
  const pending = new Map();
  socket.on('message', (message) => {
    const data = JSON.parse(message);
    pending.get(data.id)?.(data.result);
    pending.delete(data.id);
  });
  const send = (method, params = {}) =>
    new Promise((resolve) => {
      pending.set(++id, resolve);
      socket.send(JSON.stringify({ id, method, params }));
    });
  await send('Profiler.enable');
  await send('Profiler.setSamplingInterval', { interval: SAMPLING_US });
  return { send, close: () => socket.close() };
}

/**
 * CPU time the worker spends per request: `batches` CPU profiles of `perBatch` sequential requests
 * each; a batch's figure is its busy samples (everything but idle) divided by its requests. Returns
 * the median and the highest of the batch figures, in ms. (Splitting one profile into requests by
 * idle gaps miscounts whenever a request waits on storage in the middle; batches cannot.)
 */
export async function cpuPerRequest(session, request, { batches = 10, perBatch = 20 } = {}) {
  const figures = [];
  for (let batch = 0; batch < batches; batch++) {
    await session.send('Profiler.start');
    for (let i = 0; i < perBatch; i++) await request();
    const { profile } = await session.send('Profiler.stop');
    const names = new Map(profile.nodes.map((node) => [node.id, node.callFrame.functionName]));
    const busyUs = profile.samples.reduce(
      (sum, sample, i) => (IDLE.has(names.get(sample)) ? sum : sum + (profile.timeDeltas[i] ?? 0)),
      0,
    );
    figures.push(busyUs / 1000 / perBatch);
  }
  figures.sort((a, b) => a - b);
  return { medianMs: figures[Math.floor(figures.length / 2)], maxMs: figures.at(-1) };
}
