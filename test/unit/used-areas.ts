import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { AREAS, type Area } from '../../src/i18n/message-areas';

// Any string that starts like a key of an area: keys are also picked in variables before `t(key)`.
const AREA_KEY = new RegExp(String.raw`['\`](${AREAS.join('|')})\.[a-zA-Z]`, 'g');
// Static value imports only: a type import brings no messages, a dynamic one loads later with its own areas.
const VALUE_IMPORT = /^import\s+(?!type\s)[^;]*?from\s+'(\.[^']+)'/gm;

function resolveSource(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/**
 * The message areas a module and everything it imports look keys up in
 * (`t('<area>.…')`, or a key kept in a variable), read from the source.
 */
export function usedAreas(file: string): Area[] {
  const seen = new Set<string>();
  const found = new Set<Area>();
  const visit = (path: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    const source = readFileSync(path, 'utf8');
    for (const match of source.matchAll(AREA_KEY)) found.add(match[1] as Area);
    for (const match of source.matchAll(VALUE_IMPORT)) {
      const next = resolveSource(path, match[1] as string);
      if (next) visit(next);
    }
  };
  visit(resolve(file));
  return AREAS.filter((area) => found.has(area));
}
