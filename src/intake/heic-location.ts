// Location data out of a HEIC photo as it streams past, with its length unchanged (decision 0033). A HEIC file is a
// series of boxes: `ftyp`, then `meta` (which lists the items: `iinf` names an item of type `Exif`, `iloc` says where
// its bytes are in the file), then `mdat` with the image and usually the Exif item. The boxes before the end of
// `meta` are held (at most HEAD_HELD bytes) and read; then the bytes go through as they come, except the Exif item's
// own range (at most ITEM_HELD bytes), which is held as it passes, its GPS IFD zeroed, and sent on. A file laid out
// otherwise (no `meta` near the start, an Exif item in several pieces or larger than that) goes through unchanged.
import { concatBytes } from '../http/bytes';
import { clearTiffGps } from './jpeg-location';

const HEAD_HELD = 1024 * 1024;
const ITEM_HELD = 256 * 1024;

interface Box {
  type: string;
  start: number;
  /** Where its content starts (after the header). */
  body: number;
  end: number;
}

/** The boxes in `bytes` from `from` to `to`; null when one does not fit (it runs past `to`). */
function boxes(bytes: Uint8Array, from: number, to: number): Box[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const found: Box[] = [];
  for (let at = from; at + 8 <= to; ) {
    let size = view.getUint32(at);
    let body = at + 8;
    if (size === 1) {
      if (at + 16 > to) return null;
      size = Number(view.getBigUint64(at + 8));
      body = at + 16;
    } else if (size === 0) size = to - at;
    if (size < body - at) return null;
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    found.push({ type, start: at, body, end: at + size });
    at += size;
  }
  return found;
}

/** The Exif item's one extent as an absolute range of the file, from a whole `meta` box; null when there is none. */
function exifExtent(bytes: Uint8Array, meta: Box): { start: number; length: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const children = boxes(bytes, meta.body + 4, meta.end) ?? [];
  const iinf = children.find((box) => box.type === 'iinf');
  const iloc = children.find((box) => box.type === 'iloc');
  if (!iinf || !iloc) return null;
  // iinf: a full box, then the count (16 bits in version 0, 32 after), then infe boxes.
  const iinfVersion = bytes[iinf.body] ?? 0;
  const entriesAt = iinf.body + 4 + (iinfVersion === 0 ? 2 : 4);
  let exifId = -1;
  for (const infe of boxes(bytes, entriesAt, iinf.end) ?? []) {
    if (infe.type !== 'infe') continue;
    const version = bytes[infe.body] ?? 0;
    if (version < 2) continue;
    const id = version === 2 ? view.getUint16(infe.body + 4) : view.getUint32(infe.body + 4);
    const typeAt = infe.body + 4 + (version === 2 ? 2 : 4) + 2;
    if (String.fromCharCode(...bytes.subarray(typeAt, typeAt + 4)) === 'Exif') exifId = id;
  }
  if (exifId < 0) return null;
  // iloc: sizes of offsets, lengths, base offsets and indexes, then each item's extents.
  const version = bytes[iloc.body] ?? 0;
  let at = iloc.body + 4;
  const offsetSize = (bytes[at] ?? 0) >> 4;
  const lengthSize = (bytes[at] ?? 0) & 15;
  const baseSize = (bytes[at + 1] ?? 0) >> 4;
  const indexSize = version === 1 || version === 2 ? (bytes[at + 1] ?? 0) & 15 : 0;
  at += 2;
  const read = (size: number) => {
    let value = 0;
    for (let index = 0; index < size; index++) value = value * 256 + (bytes[at + index] ?? 0);
    at += size;
    return value;
  };
  const count = read(version < 2 ? 2 : 4);
  for (let item = 0; item < count && at < iloc.end; item++) {
    const id = read(version < 2 ? 2 : 4);
    const method = version === 1 || version === 2 ? read(2) & 15 : 0;
    read(2); // data reference index
    const base = read(baseSize);
    const extents = read(2);
    const ranges: { start: number; length: number }[] = [];
    for (let extent = 0; extent < extents; extent++) {
      read(indexSize);
      ranges.push({ start: base + read(offsetSize), length: read(lengthSize) });
    }
    if (id === exifId) return method === 0 && ranges.length === 1 ? (ranges[0] ?? null) : null;
  }
  return null;
}

/** Zeroes the GPS IFD of an Exif item's bytes in place (a 4-byte offset to the TIFF header, then the Exif). */
export function clearHeicExifGps(item: Uint8Array): boolean {
  if (item.length < 12) return false;
  const offset = new DataView(item.buffer, item.byteOffset, item.byteLength).getUint32(0);
  return clearTiffGps(item, 4 + offset);
}

export function heicLocationRemover(): TransformStream<Uint8Array, Uint8Array> {
  let head: Uint8Array | null = new Uint8Array(0); // while the boxes up to `meta` are read
  let target: { start: number; end: number } | null = null;
  let position = 0; // bytes sent on so far
  let holding: Uint8Array | null = null;
  let filled = 0;

  function send(chunk: Uint8Array, controller: TransformStreamDefaultController<Uint8Array>) {
    let data = chunk;
    while (data.length > 0) {
      if (holding && target) {
        const part = data.subarray(0, holding.length - filled);
        holding.set(part, filled);
        filled += part.length;
        data = data.subarray(part.length);
        if (filled === holding.length) {
          clearHeicExifGps(holding);
          controller.enqueue(holding);
          position += holding.length;
          holding = null;
          target = null;
        }
      } else if (target && position + data.length > target.start) {
        const before = data.subarray(0, target.start - position);
        if (before.length > 0) controller.enqueue(before);
        position += before.length;
        data = data.subarray(before.length);
        holding = new Uint8Array(target.end - target.start);
        filled = 0;
      } else {
        controller.enqueue(data);
        position += data.length;
        return;
      }
    }
  }

  /** Reads the held head; true once it is decided (a target found, or nothing to do). */
  function decide(bytes: Uint8Array): boolean {
    const top = boxes(bytes, 0, bytes.length);
    const all = top ?? [];
    const meta = all.find((box) => box.type === 'meta');
    if (meta && meta.end <= bytes.length) {
      const extent = exifExtent(bytes, meta);
      if (extent && extent.length <= ITEM_HELD && extent.length >= 12)
        target = { start: extent.start, end: extent.start + extent.length };
      return true;
    }
    // Not yet whole: keep reading, unless the image data came first or the head is too big to hold.
    return all.some((box) => box.type === 'mdat') || bytes.length > HEAD_HELD;
  }

  return new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      if (head === null) return send(chunk, controller);
      const joined = concatBytes(head, chunk);
      if (!decide(joined)) {
        head = joined;
        return;
      }
      head = null;
      send(joined, controller);
    },
    flush(controller) {
      if (head && head.length > 0) controller.enqueue(head);
      if (holding) controller.enqueue(holding.subarray(0, filled));
    },
  });
}
