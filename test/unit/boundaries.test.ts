import { expect, test } from 'vitest';
import { type Import, importCycles, importsOf, modules } from './import-graph';

/**
 * The architecture's boundaries (docs/decisions/013-boundaries.md), checked over every import of src/
 * and worker/. Each rule names the modules it governs and the imports they may not make; a failure
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
const isProjectFile = (path: string) => /^(src|worker)\//.test(path);
const atRunTime = (found: Import) => found.kind !== 'type';

const commerce = under('worker/commerce');
const edge = (file: string) => file.startsWith('worker/') && !commerce(file);
/**
 * The edge's renderers: the only edge modules that turn React into HTML (the shop's and its prerendered
 * pages, its offline page, the console's).
 */
const RENDERER = new Set([
  'worker/render.tsx',
  'worker/prelude.tsx',
  'worker/offline-page.tsx',
  'worker/ops/render-ops.tsx',
]);
/** Modules whose code is the UI: React, the store's proxies, and what renders with them. */
const UI_PACKAGES = new Set(['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'valtio']);

const RULES: Rule[] = [
  {
    name: 'browser code (src/) never imports server code (worker/) at run time; a page may name its loader type',
    governs: under('src'),
    forbids: (found) => atRunTime(found) && found.target.startsWith('worker/'),
  },
  {
    name: 'the embedded commerce API imports only itself, the API contract and lib (not the edge, the pages or the store)',
    governs: commerce,
    forbids: (found) =>
      isProjectFile(found.target) && !under('worker/commerce', 'src/api/contract', 'src/lib')(found.target),
  },
  {
    name: 'lib is a leaf: at run time it imports only lib; its types come from lib or the API contract',
    governs: under('src/lib'),
    forbids: (found) =>
      (isProjectFile(found.target) && !under('src/lib', 'src/api/contract')(found.target)) ||
      (atRunTime(found) && (under('src/api/contract')(found.target) || UI_PACKAGES.has(found.target))),
  },
  {
    name: 'outside the renderer, the edge imports from src/ only data: the contract, lib, messages, the route table and the UI-free app modules',
    governs: (file) => edge(file) && !RENDERER.has(file),
    forbids: (found) =>
      atRunTime(found) &&
      (UI_PACKAGES.has(found.target) || (found.target.startsWith('src/') && reachesUi(found.target))),
  },
  {
    name: 'loaders give data, so they import no page, component or layout, not even for a type',
    governs: under('worker/loaders'),
    forbids: (found) => under('src/pages', 'src/components', 'src/layouts')(found.target),
  },
];

const FILES = [...modules('src'), ...modules('worker')];

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
