import { afterEach, expect, test, vi } from 'vitest';
import { showToast } from '../../src/store/actions';
import { createStore } from '../../src/store/create-store';
import { initialState } from '../../src/store/store-state';

afterEach(() => vi.useRealTimers());

test('a toast replaces the one still showing in its place, not those elsewhere, and leaves after its time', () => {
  vi.useFakeTimers();
  const store = createStore(initialState('en'));
  showToast(store, { kind: 'error', text: 'first', position: 'center' }, 3000);
  showToast(store, { kind: 'success', text: 'checked in', position: 'top-right' }, 1500);
  showToast(store, { kind: 'success', text: 'second', position: 'center' }, 3000);
  expect(store.toasts.map((toast) => toast.text)).toEqual(['checked in', 'second']);
  vi.advanceTimersByTime(1500);
  expect(store.toasts.map((toast) => toast.text)).toEqual(['second']);
  vi.advanceTimersByTime(1500);
  expect(store.toasts).toEqual([]);
});
