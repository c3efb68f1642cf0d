import type { BaseMessages } from './messages/en';
import type { Area, AreaMessages, MessageFiles, MessageTable } from './message-areas';

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Some areas' messages from their files (a client navigation to a page of another area). Rejects when one fails. */
export async function fetchAreas(files: MessageFiles, areas: readonly Area[]): Promise<Partial<AreaMessages>> {
  const tables = await Promise.all(areas.map((area) => fetchJson<AreaMessages[Area]>(files[area])));
  return Object.fromEntries(areas.map((area, i) => [area, tables[i]]));
}

/**
 * A page's messages in the browser: its base and area files, fetched in parallel. The document
 * preloads the same URLs, so they arrive while the entry script loads. Rejects when one fails.
 */
export async function fetchMessages(files: MessageFiles, areas: readonly Area[]): Promise<MessageTable> {
  const [base, more] = await Promise.all([fetchJson<BaseMessages>(files.base), fetchAreas(files, areas)]);
  return { ...base, ...more };
}
