/**
 * A CSV text's records (RFC 4180, as Excel and LibreOffice save it): cells split by commas, records by
 * CRLF, LF or CR; a quoted cell may hold commas, line breaks and doubled quotes (""). A leading
 * byte-order mark is dropped. Lenient where spreadsheets are: a quote inside an unquoted cell is kept as
 * written, and text after a closing quote joins the cell. A blank line is a record of one empty cell, so
 * record n is the spreadsheet's row n. The one thing it cannot read is a quoted cell never closed:
 * `unclosedQuote` is the row where that cell starts.
 */
export function parseCsv(text: string): { records: string[][] } | { unclosedQuote: number } {
  const records: string[][] = [];
  const delimiter = /[,\r\n]/g;
  const until = (from: number) => {
    delimiter.lastIndex = from;
    return delimiter.exec(text)?.index ?? text.length;
  };
  const end = text.length;
  let record: string[] = [];
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  while (i < end) {
    let cell = '';
    if (text[i] === '"') {
      let from = i + 1;
      for (;;) {
        const quote = text.indexOf('"', from);
        if (quote === -1) return { unclosedQuote: records.length + 1 };
        cell += text.slice(from, quote);
        if (text[quote + 1] !== '"') {
          i = quote + 1;
          break;
        }
        cell += '"';
        from = quote + 2;
      }
    }
    const stop = until(i);
    cell += text.slice(i, stop);
    i = stop;
    record.push(cell);
    if (text[i] === ',') {
      i += 1;
      // A comma ending the text leaves one more, empty, cell.
      if (i === end) record.push('');
      if (i < end) continue;
    } else i += text[i] === '\r' && text[i + 1] === '\n' ? 2 : 1;
    records.push(record);
    record = [];
  }
  return { records };
}
