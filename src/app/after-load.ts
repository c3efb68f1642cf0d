import type { BootPayload } from './payload';
import { registerServiceWorker } from './service-worker';
import { loadTags } from './tags';

/** What waits until the page is interactive (its own chunk, so it costs the first load nothing). */
export function afterLoad(boot: BootPayload): void {
  if (!import.meta.env.DEV) registerServiceWorker(boot.assets.version);
  loadTags(boot.config.public);
}
