// Browser tests: Playwright drives Debian's Chromium against the built shop on its own port.
import { existsSync } from 'node:fs';
import { CHROMIUM } from './chromium.mjs';
import { ensureDevVars } from './dev-vars.mjs';
import { bin, run, startServer } from './run.mjs';

const chrome = CHROMIUM.executablePath;
if (!existsSync(chrome)) {
  console.error(
    `No Chromium at ${chrome}. Install Debian's: sudo apt-get update && sudo apt-get install -y chromium fonts-noto-core fonts-khmeros\n` +
      '(or set CHROME_PATH to a Chromium binary). Never `npx playwright install`: this machine has no network for it.',
  );
  process.exit(1);
}

const port = Number(process.env.E2E_PORT || 8797);
ensureDevVars();
await run('node', ['scripts/db-setup.mjs'], { stdio: 'ignore' });
await run(bin('vite'), ['build', '--logLevel', 'warn']);
const server = await startServer(port, { quiet: true });
try {
  await run(bin('playwright'), ['test', ...process.argv.slice(2)], { env: { ...process.env, BASE_URL: server.url.slice(0, -1) } });
} catch (error) {
  process.exitCode = 1;
  console.error(error.message);
} finally {
  server.stop();
}
