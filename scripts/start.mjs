// npm start: prepare the local database, build, and serve the whole shop at http://localhost:$PORT (default 8787).
import { buildShop } from './build-shop.mjs';
import { ensureDevVars, setDevVar } from './dev-vars.mjs';
import { run, startServer } from './run.mjs';

const port = Number(process.env.PORT || 8787);

ensureDevVars();
// Bakong confirmation against another Bakong (a fake one, say): BAKONG_API_ORIGIN=http://localhost:9000 BAKONG_TOKEN=x npm start.
// The origin is a plain var; the token goes into the gitignored .dev.vars (and stays there), never onto a command line.
// Written before the build, which copies .dev.vars beside the built worker that wrangler dev reads.
if (process.env.BAKONG_TOKEN) setDevVar('BAKONG_TOKEN', process.env.BAKONG_TOKEN);
await run('node', ['scripts/db-setup.mjs']);
await buildShop({ quiet: false });
const server = await startServer(port, {
  vars: process.env.BAKONG_API_ORIGIN ? { BAKONG_API_ORIGIN: process.env.BAKONG_API_ORIGIN } : {},
});
console.log(
  `\nThe shop is running at http://localhost:${port}/ (Khmer: http://localhost:${port}/kh). Ctrl+C stops it.` +
    `\nThe cron's sweep runs each minute; \`curl http://localhost:${port}/__scheduled\` runs it now.`,
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.stop();
    process.exit(0);
  });
}
server.child.on('exit', (code) => process.exit(code ?? 0));
