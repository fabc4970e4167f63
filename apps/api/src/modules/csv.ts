// CSV exports (domain §2.9): RFC 4180 lines that a spreadsheet opens without running anything.
import { Readable } from 'node:stream';

/**
 * One CSV field (RFC 4180): quoted when it holds a quote, comma or line break, quotes doubled. Text that a
 * spreadsheet would run as a formula (= + - @ first) gets a leading apostrophe; a plain signed decimal
 * ('-310.00', an amount) is a number, not a formula, and stays as it is.
 */
function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text) && !/^-\d+(\.\d+)?$/.test(text))
    text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(values: (string | number | null)[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

/** The CSV as a stream: the header, then a chunk per batch of rows. */
export function csvStream<T>(
  header: string[],
  batches: AsyncIterable<T[]>,
  lineOf: (row: T) => (string | number | null)[],
): Readable {
  async function* chunks() {
    yield csvLine(header);
    for await (const rows of batches) yield rows.map((row) => csvLine(lineOf(row))).join('');
  }
  return Readable.from(chunks());
}

/** Every row of a paged read, a batch at a time, until a batch comes back short (a CSV of a whole list). */
export async function* inBatches<T>(
  read: (limit: number, offset: number) => Promise<T[]>,
  size: number,
): AsyncGenerator<T[]> {
  for (let offset = 0; ; offset += size) {
    const rows = await read(size, offset);
    if (rows.length) yield rows;
    if (rows.length < size) return;
  }
}

/** Every row of a paged list, a page at a time: the batches of a CSV export built on the list's own query. */
export function everyPage<T>(
  load: (page: { pageNum: number; pageSize: number }) => Promise<{ rows: T[] }>,
  pageSize = 500,
): AsyncGenerator<T[]> {
  return inBatches(
    async (limit, offset) => (await load({ pageNum: offset / limit + 1, pageSize: limit })).rows,
    pageSize,
  );
}
