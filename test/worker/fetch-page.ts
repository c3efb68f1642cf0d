import { workerFetch } from './worker-fetch';

export const ORIGIN = 'http://localhost';

/** A request to the worker as a browser would send it; the body is always read. */
export async function fetchPage(path: string, init?: RequestInit): Promise<{ response: Response; body: string }> {
  const response = await workerFetch(new Request(ORIGIN + path, { redirect: 'manual', ...init }));
  const body = await response.text();
  return { response, body };
}

/** The same path with every parameter filled from the seed data. */
export function examplePath(path: string): string {
  return path
    .replace(':id', '1')
    .replace(':slug', 'delivery-times')
    .replace(':search', 'phone')
    .replace(':promotion', '12.12');
}
