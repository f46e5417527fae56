// Lists read by key (keyset paging): a page starts after the last row of the one before, named in the address as
// `?after=<time>.<id>`, and a long read goes a batch at a time the same way, never by offset.

/** `<time>.<id>` from an address, or null for anything else. */
export function readCursor(text: string | null): [number, number] | null {
  const match = /^(\d{1,15})\.(\d{1,15})$/.exec(text ?? '');
  return match ? [Number(match[1]), Number(match[2])] : null;
}

/**
 * Every row `read` gives, `size` at a time: each batch starts after the key of the last row of the one before, so the
 * whole set is never held and a row written meanwhile is not read twice.
 */
export async function* batchesByKey<T, K>(
  read: (after: K | null, size: number) => Promise<T[]>,
  keyOf: (last: T) => K,
  size: number,
): AsyncGenerator<T[]> {
  let after: K | null = null;
  for (;;) {
    const batch = await read(after, size);
    if (batch.length > 0) yield batch;
    const last = batch.at(-1);
    if (batch.length < size || last === undefined) return;
    after = keyOf(last);
  }
}
