/**
 * Registers public/sw.js for the whole site. `v` is the build's version: a
 * new deploy registers a new script URL, so the browser installs the new
 * worker, which deletes the previous version's cache when it activates.
 */
export function registerServiceWorker(version: string): void {
  if (!('serviceWorker' in navigator)) return;
  // Registration can be refused (private windows, blocked by policy); the shop works without it.
  navigator.serviceWorker.register(`/sw.js?v=${encodeURIComponent(version)}`, { scope: '/' }).catch(() => undefined);
}
