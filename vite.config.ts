import { cloudflare } from '@cloudflare/vite-plugin';
import { defineConfig } from 'vite';
import { clientAssets, CLIENT_ENTRY, OPS_ENTRY } from './scripts/vite-client-assets.ts';
import { clientRouteTable } from './scripts/vite-client-route-table.ts';
import { entryPreloads } from './scripts/vite-entry-preloads.ts';
import { reactStringChunks } from './scripts/vite-react-string-chunks.ts';

export default defineConfig({
  plugins: [
    cloudflare({ persistState: { path: '.wrangler/state' } }),
    clientAssets(),
    clientRouteTable(),
    reactStringChunks(),
    entryPreloads(),
  ],
  resolve: { dedupe: ['react', 'react-dom'] },
  environments: {
    client: {
      build: {
        manifest: true,
        rollupOptions: {
          input: [CLIENT_ENTRY, OPS_ENTRY],
          // Every page's entry lists each lazy chunk's file name (`__vite__mapDeps`): a hash of 7 characters,
          // the fewest the bundler takes for this many chunks, instead of 8 is about 180 bytes of gzip less on
          // every page. 64^7 names are still plenty for content-addressed, immutably cached files.
          output: { chunkFileNames: 'assets/[name]-[hash:7].js' },
        },
      },
    },
  },
  builder: {
    async buildApp(builder) {
      const { client, ...workers } = builder.environments;
      if (client) await builder.build(client);
      for (const environment of Object.values(workers)) await builder.build(environment);
    },
  },
});
