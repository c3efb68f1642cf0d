/**
 * JSON for an inline `<script type="application/json">`: `<` and the line
 * separators are escaped, so data containing `</script>` or `<!--` cannot
 * end the script element early.
 */
export function serializeJson(value: unknown): string {
  return escapeForScript(JSON.stringify(value) ?? 'null');
}

const SERIALIZED = new WeakMap<object, string>();

/** serializeJson of a value that never changes (a page's message table), computed once per isolate. */
export function serializeOnce(value: object): string {
  let json = SERIALIZED.get(value);
  if (json === undefined) SERIALIZED.set(value, (json = serializeJson(value)));
  return json;
}

function escapeForScript(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
