/**
 * JSON for an inline `<script type="application/json">`: `<` and the line
 * separators are escaped, so data containing `</script>` or `<!--` cannot
 * end the script element early.
 */
export function serializeJson(value: unknown): string {
  return (JSON.stringify(value) ?? 'null')
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
