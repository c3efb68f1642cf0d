/**
 * Server logs (the edge and the embedded commerce API): one JSON line per event. Callers pass only what
 * is safe to keep: paths without query strings, never tokens, passwords, tickets or codes.
 */
export function log(level: 'info' | 'error', event: string, fields: Record<string, unknown> = {}): void {
  const line = JSON.stringify({ level, event, ...fields });
  if (level === 'error') console.error(line);
  else console.log(line);
}

/** An error's name and message, without the stack. */
export function describeError(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
