// Helpers for the seed generator: a seeded random source and SQL literal writing.

/** mulberry32: the same seed gives the same sequence on every machine. */
export function random(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
  };
}

/** A SQL literal: NULL, a number, or a single-quoted string. */
export function lit(value) {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') return String(value);
  return `'${String(value).replace(/'/g, "''")}'`;
}

/**
 * Idempotent multi-row INSERTs, 25 rows each (D1 limits statement size). With `update`, an existing
 * row is updated in place (ON CONFLICT DO UPDATE) rather than replaced, so rows that reference it stay
 * valid; otherwise existing rows are kept (INSERT OR IGNORE). With `replace`, INSERT OR REPLACE (the
 * only conflict handling an FTS5 table has). Each statement ends with `;` at the end
 * of a line, and no row text contains a newline, which is how the worker tests split the file.
 */
export function inserts(table, columns, rows, { update = true, key = ['id'], replace = false } = {}) {
  const out = [];
  for (let i = 0; i < rows.length; i += 25) {
    const values = rows
      .slice(i, i + 25)
      .map((row) => `  (${columns.map((c) => lit(row[c])).join(', ')})`)
      .join(',\n');
    const head = replace ? 'INSERT OR REPLACE INTO' : update ? 'INSERT INTO' : 'INSERT OR IGNORE INTO';
    const set = columns.filter((c) => !key.includes(c)).map((c) => `${c} = excluded.${c}`);
    const tail =
      !replace && update && set.length ? `\nON CONFLICT (${key.join(', ')}) DO UPDATE SET ${set.join(', ')}` : '';
    out.push(`${head} ${table} (${columns.join(', ')}) VALUES\n${values}${tail};`);
  }
  return out.join('\n\n');
}

/** Unix seconds of a Phnom Penh (UTC+7) local date and time, e.g. ('2026-11-11', '09:00'). */
export function phnomPenh(date, time = '00:00') {
  return Date.parse(`${date}T${time}:00+07:00`) / 1000;
}
