// Lists read by key (keyset paging): a page starts after the last row of the one before, named in the address as
// `?after=<time>.<id>`, and a long read goes a batch at a time the same way, never by offset.

/** `<time>.<id>` (or another one-character separator) from an address, or null for anything else. */
export function readCursor(text: string | null | undefined, separator: '.' | '-' = '.'): [number, number] | null {
  const match = /^(\d{1,15})([.-])(\d{1,15})$/.exec(text ?? '');
  return match && match[2] === separator ? [Number(match[1]), Number(match[3])] : null;
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

/**
 * A page from rows read with one more than `size`: the page's rows, and where the next page starts (after the last of
 * them), or null when that extra row did not come (the last page).
 */
export function pageOf<T, K>(found: readonly T[], size: number, keyOf: (last: T) => K): { rows: T[]; next: K | null } {
  const rows = found.slice(0, size);
  const last = rows.at(-1);
  return { rows, next: found.length > size && last !== undefined ? keyOf(last) : null };
}
