import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { CLIENT_ENTRY } from './vite-client-assets.ts';

/**
 * A lazy chunk's list of files to preload with it (`__vite__mapDeps`) without the scripts every shop
 * page has loaded before any lazy import can run: the client entry and the chunks it imports. Naming them
 * in each list only weighed on every page's first load (about 80 bytes of gzip on the product page). The
 * ops console's entry imports nothing lazily, so its lists are untouched.
 */
export function entryPreloads(): Plugin {
  const entry = resolve(CLIENT_ENTRY);
  // Filled by this plugin's generateBundle, which runs before Vite's own, where the lists are written.
  const loaded = new Set<string>();
  return {
    name: 'entry-preloads',
    applyToEnvironment: (environment) => environment.name === 'client',
    config: () => ({
      environments: {
        client: {
          build: { modulePreload: { resolveDependencies: (_file, deps) => deps.filter((dep) => !loaded.has(dep)) } },
        },
      },
    }),
    generateBundle(_options, bundle) {
      const chunk = Object.values(bundle).find((file) => file.type === 'chunk' && file.facadeModuleId === entry);
      if (chunk?.type !== 'chunk') throw new Error(`entry-preloads: no chunk of ${CLIENT_ENTRY}`);
      for (const file of [chunk.fileName, ...chunk.imports]) loaded.add(file);
    },
  };
}
