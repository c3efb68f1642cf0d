// Imports one of the worker's TypeScript modules into a Node script (Node 20 cannot strip types):
// esbuild bundles it to ESM in memory. For the seed, which must write what the worker would.
import { build } from 'esbuild';

/** The exports of a TypeScript module, bundled with its imports. */
export async function importTs(path) {
  const { outputFiles } = await build({
    entryPoints: [path],
    bundle: true,
    format: 'esm',
    write: false,
    logLevel: 'error',
  });
  return import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`);
}
