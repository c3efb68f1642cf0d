import type { Store, Toast } from './store-state';

/**
 * Shows a toast for `ms` milliseconds (the specification's 3000 or 1500). It replaces a toast still
 * showing in the same place: they would overlap exactly, the older one peeking out behind.
 */
export function showToast(store: Store, toast: Omit<Toast, 'id'>, ms: number): void {
  const id = Date.now() + Math.random();
  store.toasts = store.toasts.filter((shown) => shown.position !== toast.position);
  store.toasts.push({ ...toast, id });
  setTimeout(() => dismissToast(store, id), ms);
}

export function dismissToast(store: Store, id: number): void {
  const index = store.toasts.findIndex((toast) => toast.id === id);
  if (index >= 0) store.toasts.splice(index, 1);
}
