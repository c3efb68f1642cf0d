// Server CPU per request from V8 CPU profiles taken through the worker's inspector.
import { readdirSync, readFileSync } from 'node:fs';
import WebSocket from 'ws';

const SAMPLING_US = 100;
/**
 * A gap, not a sampling period: workerd's isolate is sampled only while it runs, so the time it does not run
 * (the runtime's own HTTP work, a D1 round trip, the pause between requests) lands in the delta of the next
 * sample. While it runs, samples come every 150–350 µs on this host; gaps last 1 ms and more.
 */
const GAP_US = 10 * SAMPLING_US;
const IDLE = new Set(['(idle)', '(program)', '(root)']);

/**
 * A DevTools-protocol session with the shop's worker: workerd's inspector lists every isolate of the process
 * (Miniflare's own for D1, KV, R2, assets too), the user's as `core:user:…`, as Miniflare's inspector proxy picks it.
 */
export async function inspect(port) {
  const targets = await (await fetch(`http://127.0.0.1:${port}/json`)).json();
  const found = targets.filter((target) => target.id.startsWith('core:user:'));
  if (found.length !== 1) throw new Error(`not one user worker to profile: ${targets.map((target) => target.id)}`);
  const socket = new WebSocket(found[0].webSocketDebuggerUrl);
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
 * The isolate's CPU time in one profile, in µs: each busy sample (everything but idle) counts its delta, and a
 * sample that follows a gap counts one sampling period (the median delta under GAP_US) instead of the gap.
 * Summing the deltas as they are counted the gaps as CPU: a 5 ms pause between requests added 5 ms to
 * /robots.txt's figure, which came to more than the whole runtime's on-CPU time for the request.
 */
export function busyMicroseconds(profile) {
  const names = new Map(profile.nodes.map((node) => [node.id, node.callFrame.functionName]));
  const running = profile.timeDeltas.filter((delta) => delta < GAP_US).sort((a, b) => a - b);
  const period = running.length ? running[Math.floor(running.length / 2)] : SAMPLING_US;
  return profile.samples.reduce((sum, sample, i) => {
    if (IDLE.has(names.get(sample))) return sum;
    const delta = profile.timeDeltas[i] ?? 0;
    return sum + (delta < GAP_US ? delta : period);
  }, 0);
}

/** The time every thread of process `pid` has spent on a CPU so far, in µs (Linux's schedstat). */
function onCpuMicroseconds(pid) {
  return readdirSync(`/proc/${pid}/task`).reduce(
    (sum, thread) => sum + Number(readFileSync(`/proc/${pid}/task/${thread}/schedstat`, 'utf8').split(' ')[0]) / 1000,
    0,
  );
}

/**
 * CPU time the worker spends per request: `batches` CPU profiles of `perBatch` sequential requests each; a
 * batch's figure is its busy time (`busyMicroseconds`) divided by its requests. Returns the median and the
 * highest of the batch figures, in ms; the median on-CPU time of the whole runtime process `runtimePid` per
 * request over the same batches (its HTTP work, storage and every isolate in it: a loose upper bound of the
 * worker's own figure); and how many batches' worker figure was above their runtime's. (Splitting one
 * profile into requests by idle gaps miscounts whenever a request waits on storage in the middle; batches
 * cannot.)
 */
export async function cpuPerRequest(session, request, runtimePid, { batches = 10, perBatch = 20 } = {}) {
  const figures = [];
  const runtime = [];
  for (let batch = 0; batch < batches; batch++) {
    await session.send('Profiler.start');
    const before = onCpuMicroseconds(runtimePid);
    for (let i = 0; i < perBatch; i++) await request();
    runtime.push((onCpuMicroseconds(runtimePid) - before) / 1000 / perBatch);
    const { profile } = await session.send('Profiler.stop');
    figures.push(busyMicroseconds(profile) / 1000 / perBatch);
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return {
    medianMs: median(figures),
    maxMs: Math.max(...figures),
    runtimeMs: median(runtime),
    aboveRuntime: figures.filter((figure, i) => figure > runtime[i]).length,
  };
}
