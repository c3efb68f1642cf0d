import { createContext, useContext } from 'react';
import type { I18n } from '../i18n/create-i18n';
import { API_LANG } from '../lib/lang';
import { localizePath } from '../lib/paths';
import { GUEST_SESSION, type Store } from '../store/create-store';
import { showToast } from '../store/actions';
import { CODE_TOKEN_INVALID } from './contract/codes';

export type ApiEnvelope<T = unknown> = { code: number; msg: string; data: T };

/** Thrown when the request never reached the shop (the shopper saw the offline toast). */
export class OfflineError extends Error {}

export type ApiClient = {
  get<T>(path: string, query?: Record<string, string>): Promise<ApiEnvelope<T>>;
  /** `headers`: extra request headers (an order's Idempotency-Key). */
  post<T>(path: string, body?: Record<string, unknown>, headers?: Record<string, string>): Promise<ApiEnvelope<T>>;
  /** A multipart POST (files: a review's photos); the browser sets the content type and boundary. */
  postForm<T>(path: string, form: FormData): Promise<ApiEnvelope<T>>;
};

type ClientOptions = { store: Store; i18n: I18n; navigate: (href: string) => Promise<void> };

/**
 * The browser's commerce API client. Sends the page's language; the
 * session token travels in the HttpOnly cookie, never through here. A 1012
 * answer signs the shopper out and sends them to sign-in with a toast; a
 * network failure shows "No internet connection".
 */
export function createApiClient({ store, i18n, navigate }: ClientOptions): ApiClient {
  async function call<T>(method: 'GET' | 'POST', path: string, init: RequestInit): Promise<ApiEnvelope<T>> {
    let response: Response;
    try {
      response = await fetch(`/api${path}`, {
        method,
        ...init,
        headers: { lang: API_LANG[i18n.lang], accept: 'application/json', ...init.headers },
      });
    } catch {
      showToast(store, { kind: 'error', text: i18n.t('status.offline'), position: 'center' }, 3000);
      throw new OfflineError();
    }
    const body = (await response.json()) as ApiEnvelope<T>;
    if (body.code === CODE_TOKEN_INVALID) {
      store.session = { ...GUEST_SESSION };
      showToast(store, { kind: 'error', text: body.msg, position: 'center' }, 3000);
      const here = location.pathname + location.search;
      void navigate(`${localizePath('/user/login', i18n.lang)}?redirect=${encodeURIComponent(here)}`);
    }
    return body;
  }
  return {
    get: (path, query) => call('GET', query ? `${path}?${new URLSearchParams(query)}` : path, {}),
    post: (path, body, headers) =>
      call('POST', path, {
        body: JSON.stringify(body ?? {}),
        headers: { 'content-type': 'application/json', ...headers },
      }),
    postForm: (path, form) => call('POST', path, { body: form }),
  };
}

const notInBrowser = () => Promise.reject(new Error('The API client runs in the browser only'));

export const ApiContext = createContext<ApiClient>({ get: notInBrowser, post: notInBrowser, postForm: notInBrowser });

/** The API client, for event handlers and effects (the server renders without calling it). */
export const useApi = () => useContext(ApiContext);
