// One file posted in a multipart form, read as a stream (decision 0033): the small fields that come before the file
// are read into memory (at most `fieldBytes`), then the file's bytes are handed on as a stream of known length,
// never held whole. The length is the request's Content-Length less what came before the file and the closing
// boundary: R2 must know an object's length before its first byte. So the form must put its file field last (the
// browser sends fields in the form's order), and a body that does not end exactly in the closing boundary (a length
// that lied, a second file) is found at the end and refused by `finish`, after which the caller deletes what it stored.
import { concatBytes } from './bytes';

export type UploadRefusal =
  /** No Content-Length: the file's length cannot be known before it is read. */
  | 'length-required'
  /** Content-Length above the limit (refused before reading), or the file above it. */
  | 'too-large'
  /** Not a multipart form, fields too long, no file field, a body cut short or longer than it said. */
  | 'malformed'
  | 'no-file';

export interface UploadStart {
  fields: Record<string, string>;
  /** The file field's file name as the browser gave it. */
  fileName: string;
  /** The file's exact length in bytes. */
  size: number;
  /** Exactly `size` bytes of the file. */
  file: ReadableStream<Uint8Array>;
  /** After `file` is read to its end: whether the body ended with the closing boundary and nothing more. */
  finish(): Promise<boolean>;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

function indexOf(haystack: Uint8Array, needle: Uint8Array, from = 0): number {
  const first = needle[0];
  outer: for (let at = haystack.indexOf(first ?? 0, from); at !== -1; at = haystack.indexOf(first ?? 0, at + 1)) {
    if (at + needle.length > haystack.length) return -1;
    for (let index = 1; index < needle.length; index++) if (haystack[at + index] !== needle[index]) continue outer;
    return at;
  }
  return -1;
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  return a.length === 0 ? b : concatBytes(a, b);
}

function boundaryOf(contentType: string | undefined): string | null {
  if (!contentType || !/^multipart\/form-data\s*;/i.test(contentType)) return null;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return match?.[1] ?? match?.[2] ?? null;
}

function dispositionOf(headers: string): { name: string; fileName: string | null } | null {
  const line = headers.split('\r\n').find((text) => /^content-disposition:/i.test(text));
  if (!line) return null;
  const name = /;\s*name="([^"]*)"/i.exec(line)?.[1];
  if (name === undefined) return null;
  const fileName = /;\s*filename="([^"]*)"/i.exec(line)?.[1] ?? null;
  return { name, fileName };
}

/**
 * Starts reading a posted form whose last field is a file: refuses by the headers alone what it can (no length, a
 * length over `maxFile + fieldBytes`), reads the fields, and hands back the file as a stream of known length.
 */
export async function startUpload(
  request: Request,
  limits: { maxFile: number; fieldBytes: number },
): Promise<{ ok: true; upload: UploadStart } | { ok: false; refusal: UploadRefusal }> {
  const boundary = boundaryOf(request.headers.get('content-type') ?? undefined);
  if (!boundary || !request.body) return { ok: false, refusal: 'malformed' };
  const declared = request.headers.get('content-length');
  if (declared === null) {
    await request.body.cancel().catch(() => {});
    return { ok: false, refusal: 'length-required' };
  }
  const total = Number(declared);
  if (!Number.isSafeInteger(total) || total < 0) return { ok: false, refusal: 'malformed' };
  if (total > limits.maxFile + limits.fieldBytes) {
    await request.body.cancel().catch(() => {});
    return { ok: false, refusal: 'too-large' };
  }
  const reader = request.body.getReader();
  const fail = async (refusal: UploadRefusal) => {
    await reader.cancel().catch(() => {});
    return { ok: false as const, refusal };
  };
  const dash = encoder.encode(`--${boundary}`);
  const between = encoder.encode(`\r\n--${boundary}`);
  const closing = encoder.encode(`\r\n--${boundary}--`);
  let pending: Uint8Array = new Uint8Array(0);
  let consumed = 0; // bytes of the body taken out of `pending` so far

  /** Reads until `pending` holds `needle` (from `from`), within the fields' allowance; its index or -1. */
  async function until(needle: Uint8Array, from = 0): Promise<number> {
    for (;;) {
      const at = indexOf(pending, needle, from);
      if (at !== -1) return at;
      if (consumed + pending.length > limits.fieldBytes) return -1;
      const { value, done } = await reader.read();
      if (done) return -1;
      pending = concat(pending, value);
    }
  }
  const drop = (count: number) => {
    pending = pending.subarray(count);
    consumed += count;
  };

  if ((await until(dash)) !== 0) return fail('malformed');
  drop(dash.length);
  const fields: Record<string, string> = {};
  for (;;) {
    // After a boundary: CRLF and the part's headers, or "--" at the end of the form.
    if ((await until(encoder.encode('\r\n'))) !== 0) return fail(pending.length >= 2 ? 'malformed' : 'no-file');
    drop(2);
    const end = await until(encoder.encode('\r\n\r\n'));
    if (end === -1) return fail('malformed');
    const disposition = dispositionOf(decoder.decode(pending.subarray(0, end)));
    drop(end + 4);
    if (!disposition) return fail('malformed');
    if (disposition.fileName !== null) {
      const size = total - consumed - closing.length - 2;
      if (size <= 0) return fail('no-file');
      if (size > limits.maxFile) return fail('too-large');
      return { ok: true, upload: fileStream(reader, pending, size, closing, disposition.fileName, fields) };
    }
    const valueEnd = await until(between);
    if (valueEnd === -1) return fail('malformed');
    if (disposition.name in fields || Object.keys(fields).length >= 20) return fail('malformed');
    fields[disposition.name] = decoder.decode(pending.subarray(0, valueEnd));
    drop(valueEnd + between.length);
  }
}

function fileStream(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  first: Uint8Array,
  size: number,
  closing: Uint8Array,
  fileName: string,
  fields: Record<string, string>,
): UploadStart {
  let left = size;
  let rest: Uint8Array = first;
  let tail: Uint8Array = new Uint8Array(0);
  const file = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        let chunk: Uint8Array;
        if (rest.length > 0) {
          chunk = rest;
          rest = new Uint8Array(0);
        } else {
          const { value, done } = await reader.read();
          if (done) {
            controller.error(new Error('The upload ended before the file did.'));
            return;
          }
          chunk = value;
        }
        if (chunk.length >= left) {
          tail = chunk.slice(left);
          if (left > 0) controller.enqueue(chunk.subarray(0, left));
          left = 0;
          controller.close();
          return;
        }
        left -= chunk.length;
        controller.enqueue(chunk);
      },
      cancel(reason) {
        return reader.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
  async function finish(): Promise<boolean> {
    // The closing boundary and its CRLF, then the end of the body; never more than a few bytes are read here.
    let seen: Uint8Array = tail;
    while (seen.length <= closing.length + 2) {
      const { value, done } = await reader.read();
      if (done) break;
      seen = concat(seen, value);
    }
    const crlf = seen.length === closing.length + 2 && seen[closing.length] === 13 && seen[closing.length + 1] === 10;
    const ok = crlf && indexOf(seen, closing) === 0;
    if (!ok) await reader.cancel().catch(() => {});
    return ok;
  }
  return { fields, fileName, size, file, finish };
}
