import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { iconSprite } from './icon-sprite.ts';
import { messageFiles, messageUrls } from './message-files.ts';

export const CLIENT_ENTRY = 'src/entry-client.tsx';
/** The operator's console's own script (docs/decisions/020-operators-console.md): nothing of the shop's. */
export const OPS_ENTRY = 'src/ops/entry-ops.ts';
const ASSETS_ID = 'virtual:client-assets';
const OPS_ASSETS_ID = 'virtual:ops-assets';

/**
 * `virtual:client-assets` tells the worker which files the browser loads (and
 * `virtual:ops-assets` which script the operator's console loads): the
 * hashed client entry, its CSS and the UI messages' JSON files. In dev the
 * entry is the source path; in a build it is read from the client manifest,
 * which is why the client is built before the worker (see `buildApp`).
 */
export function clientAssets(): Plugin {
  let dev = false;
  // The UI messages' JSON files (scripts/message-files.ts): emitted by the client build, served by the dev server.
  const messages = messageFiles();
  const messagesByUrl = new Map(messages.map((file) => [file.url, file.json]));
  const icons = iconSprite();
  return {
    name: 'client-assets',
    configResolved(config) {
      dev = config.command === 'serve';
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url === icons.url) {
          res.setHeader('Content-Type', 'image/svg+xml');
          return res.end(icons.svg);
        }
        const json = messagesByUrl.get(req.url ?? '');
        if (json === undefined) return next();
        res.setHeader('Content-Type', 'application/json');
        res.end(json);
      });
    },
    generateBundle() {
      if (this.environment.name !== 'client') return;
      for (const file of messages) this.emitFile({ type: 'asset', fileName: file.url.slice(1), source: file.json });
      this.emitFile({ type: 'asset', fileName: icons.url.slice(1), source: icons.svg });
    },
    resolveId(id) {
      return id === ASSETS_ID || id === OPS_ASSETS_ID ? `\0${id}` : undefined;
    },
    load(id) {
      if (id === `\0${OPS_ASSETS_ID}`) {
        // Apart from the shop's files, so the shop's boot payload does not carry the console's script.
        if (dev) return `export default ${JSON.stringify({ script: `/${OPS_ENTRY}` })};`;
        const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Record<
          string,
          { file: string }
        >;
        const ops = manifest[OPS_ENTRY];
        if (!ops) throw new Error(`client manifest has no ${OPS_ENTRY}`);
        return `export default ${JSON.stringify({ script: `/${ops.file}` })};`;
      }
      if (id !== `\0${ASSETS_ID}`) return undefined;
      if (dev) {
        return `export default ${JSON.stringify({ entry: `/${CLIENT_ENTRY}`, css: [], khmerFont: null, icons: icons.url, version: 'dev', messages: messageUrls(messages) })};`;
      }
      type Chunk = { file: string; css?: string[]; assets?: string[] };
      const manifestText = readFileSync('dist/client/.vite/manifest.json', 'utf8');
      const manifest = JSON.parse(manifestText) as Record<string, Chunk>;
      const entry = manifest[CLIENT_ENTRY];
      if (!entry) throw new Error(`client manifest has no ${CLIENT_ENTRY}`);
      const css = (entry.css ?? []).map((file) => `/${file}`);
      // Khmer pages preload the regular weight, so Khmer text never waits for CSS to find it.
      const font = entry.assets?.find((file) => /noto-sans-khmer-khmer-400-normal.*\.woff2$/.test(file));
      // Names every hashed file, so it changes with any of them: the service worker's cache version.
      const version = createHash('sha256')
        .update(manifestText)
        .update(messages.map((file) => file.url).join())
        .update(icons.url)
        .digest('hex')
        .slice(0, 12);
      const urls = messageUrls(messages);
      return `export default ${JSON.stringify({ entry: `/${entry.file}`, css, khmerFont: font ? `/${font}` : null, icons: icons.url, version, messages: urls })};`;
    },
  };
}
