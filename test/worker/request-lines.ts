import { vi } from 'vitest';

export type RequestLine = {
  path: string;
  status: number;
  apiCalls: number;
  d1Statements: number;
  d1RoundTrips: number;
};

/** The request log's lines for `path` while `run` runs: what each request cost. */
export async function requestLines(path: string, run: () => Promise<unknown>): Promise<RequestLine[]> {
  const lines: RequestLine[] = [];
  const spy = vi.spyOn(console, 'log').mockImplementation((line: unknown) => {
    const entry = typeof line === 'string' && line.startsWith('{') ? JSON.parse(line) : null;
    if (entry?.event === 'request' && entry.path === path) lines.push(entry);
  });
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  return lines;
}
