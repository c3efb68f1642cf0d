// One build of the shop for every script that serves it: built again only when what goes into it changed.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { bin, run } from './run.mjs';

/** What the build reads: the code, the static files, its configuration and the secrets it copies. */
const INPUTS = [
  'src',
  'worker',
  'commerce',
  'lib',
  'public',
  'scripts/vite-client-assets.ts',
  'vite.config.ts',
  'wrangler.toml',
  'package-lock.json',
];
/** Written after a build: the fingerprint of the inputs it was made from. */
const STAMP = 'dist/.inputs';

/** A hash of every input file's path and contents (tracked or new, never ignored ones) and of .dev.vars. */
function fingerprint() {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '--', ...INPUTS], { encoding: 'utf8' })
    .split('\n')
    .filter((file) => file && existsSync(file))
    .sort();
  const hash = createHash('sha256');
  for (const file of [...files, '.dev.vars'].filter((file) => existsSync(file)))
    hash.update(file).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

/**
 * Builds the shop (vite build) unless dist/ holds a build of exactly these inputs: `npm test`'s browser
 * tests, the Lighthouse audit and the load check of one CI run then serve the one build.
 */
export async function buildShop({ quiet = true } = {}) {
  const inputs = fingerprint();
  if (existsSync(STAMP) && readFileSync(STAMP, 'utf8') === inputs) {
    console.log('The shop is built from these sources already (dist/).');
    return;
  }
  await run(bin('vite'), quiet ? ['build', '--logLevel', 'warn'] : ['build']);
  writeFileSync(STAMP, inputs);
}
