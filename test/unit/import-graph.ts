import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/** One import of a module: the project file it names (a path from the repository root) or the package. */
export type Import = {
  /** `lib/money.ts`, or the package name (`react`, `hono/cookie`) for a bare specifier. */
  target: string;
  /** `type`: erased at build time (`import type`, `export type`); `dynamic`: `import('…')`. */
  kind: 'static' | 'type' | 'dynamic';
};

/** Every .ts and .tsx module under a folder, as paths from the repository root. */
export function modules(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return modules(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolve(file: string, specifier: string): string {
  if (!specifier.startsWith('.')) return specifier;
  const base = join(dirname(file), specifier);
  const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (path) => existsSync(path) && statSync(path).isFile(),
  );
  return relative('.', found ?? base);
}

/** What a module imports and re-exports, static, type-only and dynamic. */
export function importsOf(file: string): Import[] {
  const source = readFileSync(file, 'utf8');
  const found: Import[] = [];
  for (const match of source.matchAll(/^(import|export)\s+(type\s)?[^;]*?from\s+['"]([^'"]+)['"]/gm)) {
    found.push({ target: resolve(file, match[3]!), kind: match[2] ? 'type' : 'static' });
  }
  for (const match of source.matchAll(/^import\s+['"]([^'"]+)['"]/gm))
    found.push({ target: resolve(file, match[1]!), kind: 'static' });
  for (const match of source.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    found.push({ target: resolve(file, match[1]!), kind: 'dynamic' });
  }
  return found;
}

/**
 * Groups of modules that import each other in a circle (Tarjan's strongly connected components): at run time,
 * or with `types`, through type-only imports too.
 */
export function importCycles(files: string[], { types = false } = {}): string[][] {
  const known = new Set(files);
  const edges = new Map(
    files.map((file) => [
      file,
      importsOf(file)
        .filter((found) => (types || found.kind !== 'type') && known.has(found.target))
        .map((found) => found.target),
    ]),
  );
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    for (const next of edges.get(file)!) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) === index.get(file)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        group.push(member);
      } while (member !== file);
      if (group.length > 1 || edges.get(file)!.includes(file)) cycles.push(group.sort());
    }
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return cycles;
}
