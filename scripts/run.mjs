// Small helpers for the project's scripts: run local binaries and wait for a server.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';

/** The local D1, KV and R2 of `npm start` (D1_STATE names another: the browser tests' own). */
export const STATE = process.env.D1_STATE || '.wrangler/state';
export const BUILT_CONFIG = 'dist/member_shop/wrangler.json';
export const ENV = { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_D1_WARNING: 'true' };

/** The path of a locally installed binary (never npx: killing npx leaves its children running). */
export const bin = (name) => `node_modules/.bin/${name}`;

/** Runs a command and resolves when it exits 0 (rejects otherwise). */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env: ENV, ...options });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

/**
 * Starts the built shop under `wrangler dev` in its own process group, so
 * stopping it stops workerd too. Resolves once `url` answers 200. `vars`
 * override wrangler.toml's [vars] for this server only; `state` is where it persists.
 */
export async function startServer(port, { quiet = false, vars = {}, state = STATE, logs = null } = {}) {
  const overrides = Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value}`]);
  // `logs`: a function given each line the worker logs (console.log included), for scripts that read the request log.
  const level = logs ? 'log' : quiet ? 'error' : 'info';
  const child = spawn(
    bin('wrangler'),
    [
      'dev',
      '-c',
      BUILT_CONFIG,
      '--port',
      String(port),
      '--ip',
      '127.0.0.1',
      '--persist-to',
      state,
      '--show-interactive-dev-session=false',
      '--log-level',
      level,
      ...overrides,
    ],
    { stdio: logs ? ['ignore', 'pipe', 'ignore'] : quiet ? 'ignore' : 'inherit', env: ENV, detached: true },
  );
  if (logs) {
    let rest = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      lines.forEach(logs);
    });
  }
  /** Stops the server; resolves once it has exited (so its port is free again). */
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        resolve();
      }
    });
  const url = `http://127.0.0.1:${port}/`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status === 200) return { url, stop, child };
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  stop();
  throw new Error(`the shop did not answer 200 at ${url} within 60 s`);
}

/**
 * The built shop in the same local runtime, served by Miniflare directly: no `wrangler dev` and so no
 * ProxyWorker in front of the worker. Under a crowd of simultaneous POSTs that proxy answers some with
 * 503 "Your worker restarted mid-request" when its pooled connection to the worker was closed, though
 * the worker never restarted (cloudflare/workers-sdk#14641); a load check must see the shop's answers.
 * Same config (the build's wrangler.json), secrets (.dev.vars), bindings and persisted state as
 * `startServer`; `quiet` drops what the worker logs, `logTo` (a file path) keeps it there instead; `inspectorPort` opens workerd's own inspector (no
 * wrangler's InspectorProxyWorker, which turns on DevTools' network log: a stack trace and a logged event for
 * every subrequest, each local D1 call included). Resolves once `url` answers 200.
 */
export async function startDirectServer(port, { state = STATE, vars = {}, quiet = false, logTo, inspectorPort } = {}) {
  const [{ Miniflare }, { unstable_getMiniflareWorkerOptions }] = await Promise.all([
    import('miniflare'),
    import('wrangler'),
  ]);
  const { workerOptions } = unstable_getMiniflareWorkerOptions(BUILT_CONFIG);
  const root = BUILT_CONFIG.slice(0, BUILT_CONFIG.lastIndexOf('/'));
  const miniflare = new Miniflare({
    ...workerOptions,
    bindings: { ...workerOptions.bindings, ...vars },
    modules: true,
    scriptPath: `${root}/index.js`,
    modulesRoot: root,
    host: '127.0.0.1',
    port,
    inspectorPort,
    d1Persist: `${state}/v3/d1`,
    kvPersist: `${state}/v3/kv`,
    r2Persist: `${state}/v3/r2`,
    cachePersist: `${state}/v3/cache`,
    ...((quiet || logTo) && {
      handleRuntimeStdio: (stdout, stderr) => {
        if (!logTo) {
          stdout.resume();
          stderr.resume();
          return;
        }
        const file = createWriteStream(logTo, { flags: 'a' });
        stdout.pipe(file, { end: false });
        stderr.pipe(file, { end: false });
      },
    }),
  });
  const url = (await miniflare.ready).href;
  const response = await fetch(url);
  await response.arrayBuffer();
  if (response.status !== 200) {
    await miniflare.dispose();
    throw new Error(`the shop answered ${response.status} at ${url}`);
  }
  return { url, stop: () => miniflare.dispose() };
}
