import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { CLIENT_ENTRY } from './vite-client-assets.ts';

/**
 * A shop chunk's list of files to preload with a lazy import (`__vite__mapDeps`) without the scripts every
 * shop page has loaded before any lazy import can run: the client entry and the chunks it imports. Naming
 * them in each list only weighed on every page's first load (56 B of gzip on every page when this came).
 * Only imports of chunks the shop's entry reaches are trimmed; the console's entry (src/ops/entry-ops.ts)
 * keeps its lists whole.
 */
export function entryPreloads(): Plugin {
  const entry = resolve(CLIENT_ENTRY);
  // Filled by this plugin's generateBundle, which runs before Vite's own, where the lists are written.
  const loaded = new Set<string>();
  const shop = new Set<string>();
  return {
    name: 'entry-preloads',
    applyToEnvironment: (environment) => environment.name === 'client',
    config: () => ({
      environments: {
        client: {
          build: {
            modulePreload: {
              resolveDependencies: (_file, deps, { hostId }) =>
                shop.has(hostId) ? deps.filter((dep) => !loaded.has(dep)) : deps,
            },
          },
        },
      },
    }),
    buildStart() {
      loaded.clear();
      shop.clear();
    },
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])),
      );
      const chunk = [...chunks.values()].find((file) => file.facadeModuleId === entry);
      if (!chunk) throw new Error(`entry-preloads: no chunk of ${CLIENT_ENTRY}`);
      for (const file of [chunk.fileName, ...chunk.imports]) loaded.add(file);
      // Every chunk the shop's entry reaches, through static and lazy imports.
      const reach = (fileName: string) => {
        if (shop.has(fileName)) return;
        shop.add(fileName);
        const file = chunks.get(fileName);
        for (const next of [...(file?.imports ?? []), ...(file?.dynamicImports ?? [])]) reach(next);
      };
      reach(chunk.fileName);
    },
  };
}
