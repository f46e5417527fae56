// CSV for a spreadsheet: every cell quoted, a cell that starts like a formula (= + - @, tab or carriage return)
// prefixed with an apostrophe so a visitor's text never runs as one, CRLF lines, and a byte-order mark so names in
// Devanagari and ₹ open as UTF-8. A long export streams: rows are read and sent a batch at a time, never held whole.

export type CsvValue = string | number | null;

export function csvCell(value: CsvValue): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

const line = (row: readonly CsvValue[]) => `${row.map(csvCell).join(',')}\r\n`;
const BOM = '\uFEFF';

/** A whole CSV file: byte-order mark, the header, then the rows. */
export function csvFile(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return BOM + line(header) + rows.map(line).join('');
}

/** The headers of a CSV download named `filename`. */
export function csvHeaders(filename: string): Record<string, string> {
  return {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${filename}"`,
    'Cache-Control': 'no-store',
  };
}

/**
 * A CSV download whose rows come a batch at a time: each batch is read when the previous one has gone out (the
 * stream pulls), so memory holds one batch however many rows there are. If reading fails part-way, the download
 * fails (the stream errors) rather than ending as a shorter file that looks complete.
 */
export function csvStream(
  filename: string,
  header: readonly string[],
  batches: AsyncIterator<readonly (readonly CsvValue[])[]>,
): Response {
  const encoder = new TextEncoder();
  let headerSent = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(BOM + line(header)));
        return;
      }
      try {
        const next = await batches.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value.map(line).join('')));
      } catch (error) {
        console.error(`csv: ${filename} stopped part-way`, error);
        controller.error(error);
      }
    },
    async cancel() {
      await batches.return?.();
    },
  });
  return new Response(body, { status: 200, headers: csvHeaders(filename) });
}

/** Each batch of `batches` turned into CSV rows by `row`. */
export async function* mapBatches<T>(
  batches: AsyncIterable<readonly T[]>,
  row: (item: T) => CsvValue[],
): AsyncGenerator<CsvValue[][]> {
  for await (const batch of batches) yield batch.map(row);
}
