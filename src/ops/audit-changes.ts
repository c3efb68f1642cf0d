import type { Lang } from '../../lib/lang';
import { formatUsd } from '../../lib/money';
import { formatDate, formatTime } from '../../lib/phnom-penh-time';

/** One line of an audit entry: a field, and its value before and after (a side left out: it has none). */
export type AuditChange = { field: string; before?: string; after?: string };

/**
 * The words of an entry: a yes-or-no and an empty text; the fields by their stored name (without `_cents`,
 * `_en` or `_km`), and the two languages a field's `_en` or `_km` names; an order's states.
 */
export type AuditWords = {
  yes: string;
  no: string;
  empty: string;
  fields: Record<string, string>;
  languages: { en: string; km: string };
  states: Record<string, string>;
};

/** A text value past this many characters is cut, around where before and after first differ. */
const LONGEST = 60;
const KEPT_BEFORE_DIFFERENCE = 20;

/**
 * A stored field's name as the console says it: `name_km` → "name (Khmer)", `price_cents` → "price", from
 * the words' table; a field the table does not name reads as its key (`wrongPasswords` → "wrong passwords").
 */
function fieldName(key: string, words: AuditWords): string {
  const [, base = key, language] = /^(.+?)_(en|km)$/.exec(key) ?? [];
  const bare = base.replace(/_cents$|Cents$/, '');
  const name =
    words.fields[bare] ??
    bare
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .replace(/_/g, ' ')
      .toLowerCase();
  return language ? `${name} (${words.languages[language as 'en' | 'km']})` : name;
}

const isCents = (key: string) => /(_c|C)ents$/.test(key);
// Unix seconds after 1973: a stored moment, not a count that happens to end in "at".
const isMoment = (key: string, value: number) => /(^|_)at$|At$/.test(key) && value > 1e8;

/** A stored value as text: cents as dollars, moments as Phnom Penh dates, yes or no, the rest as written. */
function valueText(key: string, value: unknown, lang: Lang, words: AuditWords): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'number' && isCents(key)) return formatUsd(value);
  if (typeof value === 'number' && isMoment(key, value)) return `${formatDate(value, lang)} ${formatTime(value)}`;
  if (typeof value === 'string' && key === 'state') return words.states[value] ?? value;
  if (typeof value === 'string') return value === '' ? words.empty : value.replace(/\s+/g, ' ');
  if (Array.isArray(value) || typeof value === 'object') return words.empty; // an empty list or record
  return String(value);
}

/** The leaves of a stored record by their path ("banners › 2 › image"), each with the key its value is read by. */
function leaves(
  value: unknown,
  words: AuditWords,
  path: string[] = [],
  key = '',
  out = new Map<string, [string, unknown]>(),
) {
  const children = Array.isArray(value)
    ? value.map((child, index) => [String(index + 1), child] as const)
    : value !== null && typeof value === 'object'
      ? Object.entries(value)
      : [];
  if (children.length === 0) out.set(path.join(' › '), [key, value]);
  for (const [name, child] of children) leaves(child, words, [...path, fieldName(name, words)], name, out);
  return out;
}

/** Cuts a long text to LONGEST characters, from a little before `from` (where it first differs from its other side). */
function clip(text: string, from: number): string {
  if (text.length <= LONGEST) return text;
  const near = from > LONGEST - KEPT_BEFORE_DIFFERENCE ? from - KEPT_BEFORE_DIFFERENCE : 0;
  // From the next word's start, when one starts soon enough.
  const space = text.indexOf(' ', near);
  const start = near > 0 && space >= 0 && space < from ? space + 1 : near;
  const cut = text.slice(start, start + LONGEST);
  return `${start > 0 ? '…' : ''}${cut}${start + LONGEST < text.length ? '…' : ''}`;
}

const firstDifference = (a: string, b: string) => {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
};

const parse = (json: string | null): unknown => {
  if (json === null) return null;
  try {
    return JSON.parse(json);
  } catch {
    return json;
  }
};

/**
 * An audit entry's before and after (as stored, JSON) as an operator reads them: for a change, the fields
 * whose value changed, before and after; for an addition or a removal, the fields it had. Nested records
 * are read field by field. A change compares the fields its after names: the before is often the whole
 * stored record (its id, its counts), the after only what the form saved, so a field the after leaves
 * out did not change.
 */
export function auditChanges(
  beforeJson: string | null,
  afterJson: string | null,
  lang: Lang,
  words: AuditWords,
): AuditChange[] {
  const before = leaves(parse(beforeJson), words);
  const after = leaves(parse(afterJson), words);
  if (beforeJson === null && afterJson === null) return [];
  const text = (side: Map<string, [string, unknown]>, field: string) => {
    const [key, value] = side.get(field)!;
    return valueText(key, value, lang, words);
  };
  if (beforeJson === null || afterJson === null) {
    const only = beforeJson === null ? after : before;
    return [...only.keys()].map((field) => {
      const value = clip(text(only, field), 0);
      return beforeJson === null ? { field, after: value } : { field, before: value };
    });
  }
  const named = new Set([...after.keys()].map((field) => field.split(' › ')[0]));
  const fields = [...new Set([...after.keys(), ...before.keys()])].filter((field) => named.has(field.split(' › ')[0]));
  return fields.flatMap((field) => {
    const was = before.has(field) ? text(before, field) : '—';
    const is = after.has(field) ? text(after, field) : '—';
    if (was === is) return [];
    const from = firstDifference(was, is);
    return [{ field, before: clip(was, from), after: clip(is, from) }];
  });
}
