import type { I18n } from '../../src/i18n/create-i18n';
import type { MessageTable } from '../../src/i18n/message-areas';

/**
 * A table's messages without placeholders by their dotted key, made once per table: the server's tables
 * are frozen constants shared by every request (src/i18n/load-messages.ts).
 */
const FLAT_TABLES = new WeakMap<MessageTable, Map<string, string>>();

function flatTable(table: MessageTable): Map<string, string> {
  const known = FLAT_TABLES.get(table);
  if (known) return known;
  const flat = new Map<string, string>();
  const walk = (node: object, prefix: string) => {
    for (const [name, value] of Object.entries(node)) {
      // A name with a dot is reached only by an array key (`t(['route', id])`), which rosetta answers.
      if (name.includes('.')) continue;
      // A message with placeholders goes through rosetta even without values (they become '').
      if (typeof value === 'string') {
        if (!value.includes('{{')) flat.set(prefix + name, value);
      } else if (value && typeof value === 'object') walk(value, `${prefix}${name}.`);
    }
  };
  walk(table, '');
  FLAT_TABLES.set(table, flat);
  return flat;
}

/**
 * `i18n`, whose lookups without values read a map of `messages` by dotted key first. rosetta walks the
 * table for every lookup, splitting the key each time: 3 % of a signed-in page's server CPU, for the
 * hundreds of lookups a page makes. The server renders a page from one table and never adds areas.
 */
export function withFlatLookup(i18n: I18n, messages: MessageTable): I18n {
  const flat = flatTable(messages);
  return { ...i18n, t: (key, params) => (!params && typeof key === 'string' && flat.get(key)) || i18n.t(key, params) };
}
