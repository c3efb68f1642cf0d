/** The specification's reload guard: a failed chunk import reloads at most once per 60 s. */
export const RELOAD_WINDOW_MS = 60_000;
const KEY = 'chunk-reload-at';

/** True when no reload happened within the window before `now`. */
export function mayReload(lastReloadAt: number, now: number): boolean {
  return !(now - lastReloadAt < RELOAD_WINDOW_MS && now >= lastReloadAt);
}

/**
 * Loads `href` as a full page after a chunk failed to load (usually a new
 * deploy replaced the hashed files): the current page is reloaded (assigning
 * its own address would only scroll when it has a #fragment). Returns false
 * when the guard refused.
 */
export function reloadAfterChunkError(href: string, storage: Storage = sessionStorage, now = Date.now()): boolean {
  if (!mayReload(Number(storage.getItem(KEY) ?? 0), now)) return false;
  storage.setItem(KEY, String(now));
  if (href === location.href) location.reload();
  else location.assign(href);
  return true;
}
