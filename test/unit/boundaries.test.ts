import { expect, test } from 'vitest';
import { type Import, importCycles, importsOf, modules } from './import-graph';

/**
 * The architecture's boundaries (docs/decisions/013-boundaries.md), checked over every import of src/,
 * worker/, commerce/ and lib/. Each rule names the modules it governs and the imports they may not make; a failure
 * lists `importer → imported`.
 */
type Rule = {
  name: string;
  governs: (file: string) => boolean;
  /** Whether this import crosses the boundary. */
  forbids: (found: Import) => boolean;
};

const under =
  (...folders: string[]) =>
  (path: string) =>
    folders.some((folder) => path.startsWith(`${folder}/`));
const isProjectFile = (path: string) => /^(src|worker|commerce|lib)\//.test(path);
const atRunTime = (found: Import) => found.kind !== 'type';

const commerce = under('commerce');
const contract = under('commerce/contract');
const edge = under('worker');
/** The commerce modules the edge may import: the API it mounts at /api, its client, and its embedded extras. */
const COMMERCE_DOORS = new Set(['commerce/app.ts', 'commerce/client.ts', 'commerce/embedded.ts']);
/** The console's own door: the reads and services its routes use (docs/decisions/052). */
const CONSOLE_DOOR = 'commerce/console.ts';
const console_ = under('worker/ops', 'src/ops');
/**
 * The edge modules that may load React: the renderers, the only ones that turn it into HTML (the shop's
 * pages and their preludes, the offline page, the console's), and the ones that hand them a page (the
 * worker's entry, which mounts the renderer; the page route; the members' prerendered copies; the error
 * page). Every other edge module is data, and reaches no React through any chain of imports.
 */
const RENDERER = new Set([
  'worker/render/render.tsx',
  'worker/render/prelude.tsx',
  'worker/render/offline-page.tsx',
  'worker/ops/ops-renderer.tsx',
  'worker/index.ts',
  'worker/page/page.ts',
  'worker/cache/member-page-cache.ts',
  'worker/middleware/errors.ts',
]);
/** Modules whose code is the UI: React, the store's proxies, and what renders with them. */
const UI_PACKAGES = new Set([
  'react',
  'react-dom',
  'react-dom/client',
  'react-dom/server',
  'react/jsx-runtime',
  'valtio',
]);

const RULES: Rule[] = [
  {
    name: 'browser code (src/) never imports server code (worker/) at run time; a page may name its loader type',
    governs: under('src'),
    forbids: (found) => atRunTime(found) && found.target.startsWith('worker/'),
  },
  {
    name: 'the commerce package imports only itself and lib (not the edge, the pages or the store)',
    governs: commerce,
    forbids: (found) => isProjectFile(found.target) && !under('commerce', 'lib')(found.target),
  },
  {
    name: 'the contract is what both sides of the API share: it imports only itself and lib',
    governs: contract,
    forbids: (found) => isProjectFile(found.target) && !under('commerce/contract', 'lib')(found.target),
  },
  {
    name: 'lib (shared by the browser, the edge and commerce) is a leaf: at run time it imports only lib; its types come from lib or the contract',
    governs: under('lib'),
    forbids: (found) =>
      (isProjectFile(found.target) && !under('lib', 'commerce/contract')(found.target)) ||
      (atRunTime(found) && (contract(found.target) || UI_PACKAGES.has(found.target))),
  },
  {
    name: "the browser's own lib (src/lib) imports only lib, itself and the contract",
    governs: under('src/lib'),
    forbids: (found) =>
      (isProjectFile(found.target) && !under('lib', 'src/lib', 'commerce/contract')(found.target)) ||
      (atRunTime(found) && UI_PACKAGES.has(found.target)),
  },
  {
    name: 'outside commerce and the console, only its contract and its doors are imported from it',
    governs: (file) => !commerce(file) && !console_(file),
    forbids: (found) => commerce(found.target) && !contract(found.target) && !COMMERCE_DOORS.has(found.target),
  },
  {
    name: "the console's views (src/ops) are typed by the contract alone: they import nothing else of commerce",
    governs: under('src/ops'),
    forbids: (found) => commerce(found.target) && !contract(found.target),
  },
  {
    name: "the console's routes import of commerce only its contract, its doors and the console's door",
    governs: console_,
    forbids: (found) =>
      commerce(found.target) &&
      !contract(found.target) &&
      !COMMERCE_DOORS.has(found.target) &&
      found.target !== CONSOLE_DOOR,
  },
  {
    name: 'outside the renderer, no edge module reaches React, directly or through any chain of imports (its own or src/)',
    governs: (file) => edge(file) && !RENDERER.has(file) && !console_(file),
    forbids: (found) => atRunTime(found) && (UI_PACKAGES.has(found.target) || reachesUi(found.target)),
  },
  {
    name: "the console's routes draw its own pages (src/ops) with c.render, never the shop's pages, components or store",
    governs: under('worker/ops'),
    forbids: (found) =>
      found.target === 'valtio' || under('src/pages', 'src/components', 'src/layouts', 'src/store')(found.target),
  },
  {
    name: 'loaders give data, so they import no page, component or layout, not even for a type',
    governs: under('worker/loaders'),
    forbids: (found) => under('src/pages', 'src/components', 'src/layouts')(found.target),
  },
];

const FILES = [...modules('src'), ...modules('worker'), ...modules('commerce'), ...modules('lib')];

/** Whether a project module loads UI code (React, valtio) through its static imports. */
function reachesUi(target: string, seen = new Set<string>()): boolean {
  if (!isProjectFile(target) || seen.has(target)) return false;
  seen.add(target);
  return importsOf(target).some(
    (found) => found.kind === 'static' && (UI_PACKAGES.has(found.target) || reachesUi(found.target, seen)),
  );
}

/** `importer → imported` for every import that breaks a rule. */
function crossings(rule: Rule, files: string[]): string[] {
  return files
    .filter(rule.governs)
    .flatMap((file) => importsOf(file).flatMap((found) => (rule.forbids(found) ? [`${file} → ${found.target}`] : [])));
}

for (const rule of RULES) {
  test(rule.name, () => {
    expect(crossings(rule, FILES)).toEqual([]);
  });
}

test('no module of the app or the worker imports itself back through others', () => {
  expect(importCycles(FILES)).toEqual([]);
});

// A page names its loader's type (decision 008); the types the caches keep come from worker/render/page-parts.ts,
// not the renderer, so not even a type leads back to the page.
test('no module imports itself back through others, counting type-only imports', () => {
  expect(importCycles(FILES, { types: true })).toEqual([]);
});
