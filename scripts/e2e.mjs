// Browser tests: Playwright drives Debian's Chromium against the built shop on its own port.
import { randomBytes } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { buildShop } from './build-shop.mjs';
import { CHROMIUM } from './chromium.mjs';
import { ensureDevVars } from './dev-vars.mjs';
import { bin, ENV, run, startDirectServer } from './run.mjs';

const chrome = CHROMIUM.executablePath;
if (!existsSync(chrome)) {
  console.error(
    `No Chromium at ${chrome}. Install Debian's: sudo apt-get update && sudo apt-get install -y chromium fonts-noto-core fonts-khmeros\n` +
      '(or set CHROME_PATH to a Chromium binary). Never `npx playwright install`: this machine has no network for it.',
  );
  process.exit(1);
}

const port = Number(process.env.E2E_PORT || 8797);
// Each run starts from the seed alone, in its own state, and leaves the demo of `npm start` as it was.
const state = '.wrangler/e2e-state';
rmSync(state, { recursive: true, force: true });
const env = { ...ENV, D1_STATE: state };
ensureDevVars();
await run('node', ['scripts/db-setup.mjs'], { stdio: 'ignore', env });
await buildShop();
// Social sign-in against a fake provider that test/e2e/social-sign-in.spec.ts serves on port + 10000 while it runs.
const provider = `http://127.0.0.1:${port + 10_000}`;
const vars = {
  FACEBOOK_OAUTH_CLIENT_ID: 'e2e-shop',
  FACEBOOK_OAUTH_CLIENT_SECRET: 'e2e-secret',
  FACEBOOK_OAUTH_AUTHORIZE_URL: `${provider}/authorize`,
  FACEBOOK_OAUTH_TOKEN_URL: `${provider}/token`,
  FACEBOOK_OAUTH_USERINFO_URL: `${provider}/me`,
  SOCIAL_LINK_KEY: randomBytes(24).toString('hex'),
  // A fake Bakong that test/e2e/bakong-payment.spec.ts serves on port + 10001 while it runs.
  BAKONG_API_ORIGIN: `http://127.0.0.1:${port + 10_001}`,
  BAKONG_TOKEN: 'e2e-bakong-token',
};
// Served by Miniflare directly, as the load check is: wrangler dev's proxy answered a POST 503 "Your worker
// restarted mid-request" once in about a thousand tests (cloudflare/workers-sdk#14641, scripts/run.mjs).
// What the worker logs (an unhandled error's stack among it) goes to a file that a failed run names.
const serverLog = '.wrangler/e2e-server.log';
rmSync(serverLog, { force: true });
const server = await startDirectServer(port, { logTo: serverLog, vars, state });
try {
  await run(bin('playwright'), ['test', ...process.argv.slice(2)], {
    env: { ...env, BASE_URL: server.url.slice(0, -1) },
  });
} catch (error) {
  process.exitCode = 1;
  console.error(`${error.message}\nWhat the shop logged meanwhile: ${serverLog}`);
} finally {
  server.stop();
}
