import { fileURLToPath } from 'node:url';
import { normalizePath, type Plugin } from 'vite';

const ROUTE_TABLE = normalizePath(fileURLToPath(new URL('../src/routes.ts', import.meta.url)));
const TABLE_START = 'export const ROUTES: RouteDef[] = [';
/** A route's loader name or its `guestCache` flag in its options object, with the comma that goes with it. */
const WORKER_FIELD = /\bloader: '[A-Za-z]+',\s*|,\s*loader: '[A-Za-z]+'(?=\s*\})|\bguestCache: true,\s*/g;

/**
 * The browser's copy of the route table (src/routes.ts) without what only the worker reads: each
 * route's loader name and `guestCache` flag (the worker runs the loaders and keeps the pages; a client
 * navigation asks the worker for the data). Every page's initial JS is about 300 bytes of gzip smaller.
 * Only the options objects of the `ROUTES` array are trimmed; when the file is no longer of the shape
 * this expects, the build fails rather than ship a table it could not trim.
 */
export function clientRouteTable(): Plugin {
  return {
    name: 'client-route-table',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      if (id !== ROUTE_TABLE) return null;
      const start = code.indexOf(TABLE_START);
      const table = start < 0 ? '' : code.slice(start);
      const trimmed = table.replace(WORKER_FIELD, '');
      if (trimmed === table || /\b(?:loader|guestCache):/.test(trimmed)) {
        throw new Error(`client-route-table: ${id} is not of the shape this plugin trims; revisit it`);
      }
      return { code: code.slice(0, start) + trimmed, map: null };
    },
  };
}
