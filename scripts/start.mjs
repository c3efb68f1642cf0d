// npm start: prepare the local database, build, and serve the whole shop at http://localhost:$PORT (default 8787).
import { ensureDevVars } from './dev-vars.mjs';
import { bin, run, startServer } from './run.mjs';

const port = Number(process.env.PORT || 8787);

ensureDevVars();
await run('node', ['scripts/db-setup.mjs']);
await run(bin('vite'), ['build']);
const server = await startServer(port);
console.log(`\nThe shop is running at http://localhost:${port}/ (Khmer: http://localhost:${port}/kh). Ctrl+C stops it.`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.stop();
    process.exit(0);
  });
}
server.child.on('exit', (code) => process.exit(code ?? 0));
