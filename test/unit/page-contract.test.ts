import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { expect, test } from 'vitest';
import { awaitFor } from '../../src/app/Await';
import type { LoaderData, PageProps } from '../../src/app/page-props';
import type { product } from '../../worker/loaders/product';

/** Every .ts and .tsx module under a folder. */
function modules(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return modules(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The project modules a module loads at run time: static and dynamic imports, re-exports; `import type` left out. */
function runtimeImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specifiers = [
    ...source.matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?from\s+'(\.[^']+)'/gm),
    ...source.matchAll(/^import\s+'(\.[^']+)'/gm),
    ...source.matchAll(/import\(\s*'(\.[^']+)'\s*\)/g),
  ].map((match) => match[1]!);
  return specifiers.flatMap((specifier) => {
    const base = join(dirname(file), specifier);
    const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
      (path) => existsSync(path) && statSync(path).isFile(),
    );
    return found ? [found] : [];
  });
}

/** Groups of modules that import each other, in a circle (Tarjan's strongly connected components). */
function importCycles(files: string[]): string[][] {
  const known = new Set(files);
  const edges = new Map(files.map((file) => [file, runtimeImports(file).filter((next) => known.has(next))]));
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
      if (group.length > 1 || edges.get(file)!.includes(file))
        cycles.push(group.map((path) => relative('.', path)).sort());
    }
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return cycles;
}

test('no module of the app or the worker imports itself back through others', () => {
  expect(importCycles([...modules('src'), ...modules('worker')])).toEqual([]);
});

test('loaders give data, so they import no page or component module, not even for a type', () => {
  const ui = modules('worker/loaders').filter((file) =>
    /(from |import\()'(\.\.\/)+src\/(pages|components)\//.test(readFileSync(file, 'utf8')),
  );
  expect(ui).toEqual([]);
});

// The `@ts-expect-error` lines below are checked by `npm run typecheck` (part of `npm test`), which
// fails when one of them stops being an error; at run time this test only calls the typed Await.
test("a page's data and deferred keys are its loader's: a wrong key is a type error", () => {
  type ProductPageData = PageProps<typeof product>['data'];
  const data = { product: null, dealLive: false } satisfies ProductPageData;
  // @ts-expect-error the product loader gives no `deal` (it is `dealLive`)
  expect(({ product: null, deal: false } satisfies LoaderData<typeof product>).product).toBeNull();
  expect(data.dealLive).toBe(false);

  const Await = awaitFor<typeof product>();
  const fallback = null;
  // The related products stream in as product cards, the shop as a merchant.
  Await({
    name: 'related',
    fallback,
    children: (settled) => (settled.ok ? settled.value.map((card) => card.name).join() : null),
  });
  // @ts-expect-error `reviews` is not one of the product loader's deferred keys
  Await({ name: 'reviews', fallback, children: () => null });
  // @ts-expect-error `merchant` streams a shop, which has no `price`
  Await({ name: 'merchant', fallback, children: (settled) => (settled.ok ? settled.value.price : null) });
  expect(Await).toBeTypeOf('function');
});
