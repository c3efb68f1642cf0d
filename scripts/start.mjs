// npm start: prepare the local database, build, and serve the whole shop at http://localhost:$PORT (default 8787).
import { ensureDevVars } from './dev-vars.mjs';
import { bin, run, startServer } from './run.mjs';

const port = Number(process.env.PORT || 8787);

ensureDevVars();
await run('node', ['scripts/db-setup.mjs']);
await run(bin('vite'), ['build']);
// Bakong confirmation against another Bakong (a fake one, say): BAKONG_API_ORIGIN=http://localhost:9000 BAKONG_TOKEN=x npm start.
// (A real token belongs in .dev.vars, where no process list shows it.)
const bakong = Object.fromEntries(['BAKONG_API_ORIGIN', 'BAKONG_TOKEN'].filter((name) => process.env[name]).map((name) => [name, process.env[name]]));
const server = await startServer(port, { vars: bakong });
console.log(`\nThe shop is running at http://localhost:${port}/ (Khmer: http://localhost:${port}/kh). Ctrl+C stops it.`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.stop();
    process.exit(0);
  });
}
server.child.on('exit', (code) => process.exit(code ?? 0));
