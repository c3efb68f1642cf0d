import fc from 'fast-check';
import { expect, test } from 'vitest';
import { parseCsv } from '../../worker/ops/parse-csv';

// The products import's reader (worker/ops/parse-csv.ts): RFC 4180 as spreadsheets save it.

test('quotes, doubled quotes, line breaks inside quotes, CRLF, LF and CR, a byte-order mark', () => {
  expect(parseCsv('\uFEFFa,b\r\n"x, y","say ""hi"""\r\n"one\r\ntwo",\nlast,"3"\r')).toEqual({
    records: [
      ['a', 'b'],
      ['x, y', 'say "hi"'],
      ['one\r\ntwo', ''],
      ['last', '3'],
    ],
  });
});

test('a blank line is a record of one empty cell, so records are numbered as a spreadsheet numbers rows', () => {
  expect(parseCsv('h\r\n\r\nv\r\n')).toEqual({ records: [['h'], [''], ['v']] });
  expect(parseCsv('a,')).toEqual({ records: [['a', '']] });
});

test('lenient where spreadsheets are; a quoted cell never closed names the row it starts on', () => {
  expect(parseCsv('5" tall,"a"b\r\n')).toEqual({ records: [['5" tall', 'ab']] });
  expect(parseCsv('h\r\nok\r\n"never closed,\r\nmore')).toEqual({ unclosedQuote: 3 });
});

test('any cells written as RFC 4180 read back as they were', () => {
  const cell = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
  fc.assert(
    fc.property(
      fc.array(fc.array(fc.string({ unit: fc.constantFrom('a', 'ក', ',', '"', '\r', '\n', ' ') }), { minLength: 1 }), {
        minLength: 1,
      }),
      (records) => {
        // A record of one empty cell is written as a blank line, which reads back the same.
        const text = records.map((record) => `${record.map(cell).join(',')}\r\n`).join('');
        expect(parseCsv(text)).toEqual({ records });
      },
    ),
  );
});
