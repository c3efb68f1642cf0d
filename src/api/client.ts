import { createContext, useContext } from 'react';
import { API_LANG, type Lang } from '../../lib/lang';
import { CODE_TOKEN_INVALID } from '../../commerce/contract/codes';

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

type ClientOptions = {
  /** The page's language, sent with every call. */
  lang: Lang;
  /** The request never reached the shop (the app tells the shopper). */
  offline: () => void;
  /** The session ended (code 1012, with the answer's message): the app signs the shopper out. */
  signedOut: (message: string) => void;
};

/**
 * The browser's commerce API client. Sends the page's language; the session token travels in the
 * HttpOnly cookie, never through here. What the shopper sees of an offline call or an ended session
 * is the app's to say (src/app/Root.tsx): this module knows nothing of the store or the pages.
 */
export function createApiClient({ lang, offline, signedOut }: ClientOptions): ApiClient {
  async function call<T>(method: 'GET' | 'POST', path: string, init: RequestInit): Promise<ApiEnvelope<T>> {
    let response: Response;
    try {
      response = await fetch(`/api${path}`, {
        method,
        ...init,
        headers: { lang: API_LANG[lang], accept: 'application/json', ...init.headers },
      });
    } catch {
      offline();
      throw new OfflineError();
    }
    const body = (await response.json()) as ApiEnvelope<T>;
    if (body.code === CODE_TOKEN_INVALID) signedOut(body.msg);
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
