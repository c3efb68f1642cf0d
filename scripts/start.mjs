// npm start: prepare the local database, build, and serve the whole shop at http://localhost:$PORT (default 8787).
import { ensureDevVars, setDevVar } from './dev-vars.mjs';
import { bin, run, startServer } from './run.mjs';

const port = Number(process.env.PORT || 8787);

ensureDevVars();
await run('node', ['scripts/db-setup.mjs']);
await run(bin('vite'), ['build']);
// Bakong confirmation against another Bakong (a fake one, say): BAKONG_API_ORIGIN=http://localhost:9000 BAKONG_TOKEN=x npm start.
// The origin is a plain var; the token goes into the gitignored .dev.vars (and stays there), never onto a command line.
if (process.env.BAKONG_TOKEN) setDevVar('BAKONG_TOKEN', process.env.BAKONG_TOKEN);
const server = await startServer(port, {
  vars: process.env.BAKONG_API_ORIGIN ? { BAKONG_API_ORIGIN: process.env.BAKONG_API_ORIGIN } : {},
});
console.log(
  `\nThe shop is running at http://localhost:${port}/ (Khmer: http://localhost:${port}/kh). Ctrl+C stops it.`,
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.stop();
    process.exit(0);
  });
}
server.child.on('exit', (code) => process.exit(code ?? 0));
