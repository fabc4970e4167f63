// Reading an uploaded CSV (RFC 4180, the same dialect csv.ts writes): comma-separated, fields quoted with "
// when they hold a comma, quote or line break, quotes doubled inside. A UTF-8 byte order mark (spreadsheets
// write one) is dropped. Each record keeps the line it starts on, so a refused row names the line to fix.

export interface CsvRecord {
  /** The file line the record starts on (the header is line 1). */
  line: number;
  cells: string[];
}

/** The records of a CSV text, blank lines skipped. Throws with a line number on a quote left open. */
export function readCsv(text: string): CsvRecord[] {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let startLine = 1;
  const endRecord = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0]?.trim() !== '') records.push({ line: startLine, cells });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (quoted) {
      if (char === '"') {
        if (source[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (char === '\n') line++;
        cell += char;
      }
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i++;
      endRecord();
      line++;
      startLine = line;
    } else cell += char;
  }
  if (quoted) throw new Error(`A quoted field that starts on line ${startLine} is never closed.`);
  if (cell !== '' || cells.length) endRecord();
  return records;
}
