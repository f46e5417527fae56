// Location data out of a JPEG as it streams past: only the header segments before the image data are looked at (an
// APP1 segment is at most 64 kB, so that is all ever held); the image data after the start-of-scan marker goes
// through untouched. The output has exactly the input's length, so the stored object's length is known before the
// first byte (R2 needs it), and the bytes are overwritten, never removed:
// - Exif (APP1 "Exif\0\0"): the GPS IFD's values are zeroed and its entry count set to 0, so no reader finds a GPS
//   tag; the rest of the Exif (orientation, the camera) stays, so the photo still shows the right way up.
// - XMP (APP1 "http://ns.adobe.com/xap/1.0/"), which may repeat the location as text: the packet is blanked.
import { concatBytes } from '../http/bytes';

const SOI = 0xd8;
const SOS = 0xda;
const APP1 = 0xe1;
const EXIF = [0x45, 0x78, 0x69, 0x66, 0x00, 0x00];
const XMP = 'http://ns.adobe.com/xap/1.0/\0';
const GPS_IFD_TAG = 0x8825;
const TYPE_SIZES: Record<number, number> = {
  1: 1,
  2: 1,
  3: 2,
  4: 4,
  5: 8,
  6: 1,
  7: 1,
  8: 2,
  9: 4,
  10: 8,
  11: 4,
  12: 8,
};

/** Zeroes the GPS IFD of an Exif APP1 segment in place (`segment` from its marker); true when one was found. */
export function clearExifGps(segment: Uint8Array): boolean {
  if (segment.length < 10 + 8 || !EXIF.every((byte, index) => segment[4 + index] === byte)) return false;
  return clearTiffGps(segment, 10); // FF E1, length (2), "Exif\0\0"
}

/**
 * Zeroes the GPS IFD of the TIFF structure (Exif) that starts at `tiff` in `bytes`, in place: its values, its entries
 * and its count (0), so no reader finds a GPS tag; the other IFDs stay. True when a GPS IFD was found.
 */
export function clearTiffGps(bytes: Uint8Array, tiff: number): boolean {
  if (bytes.length < tiff + 8) return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const order = view.getUint16(tiff);
  if (order !== 0x4949 && order !== 0x4d4d) return false;
  const little = order === 0x4949;
  const u16 = (at: number) => view.getUint16(at, little);
  const u32 = (at: number) => view.getUint32(at, little);
  const inside = (at: number, length: number) => at >= tiff && at + length <= bytes.length;
  const ifd0 = tiff + u32(tiff + 4);
  if (!inside(ifd0, 2)) return false;
  const entries = u16(ifd0);
  let gps = -1;
  for (let index = 0; index < entries; index++) {
    const entry = ifd0 + 2 + index * 12;
    if (!inside(entry, 12)) return false;
    if (u16(entry) === GPS_IFD_TAG) gps = tiff + u32(entry + 8);
  }
  if (gps < 0 || !inside(gps, 2)) return false;
  const count = u16(gps);
  for (let index = 0; index < count; index++) {
    const entry = gps + 2 + index * 12;
    if (!inside(entry, 12)) break;
    const size = (TYPE_SIZES[u16(entry + 2)] ?? 1) * u32(entry + 4);
    const at = tiff + u32(entry + 8);
    if (size > 4 && inside(at, size)) bytes.fill(0, at, at + size);
  }
  // The count, the entries (with their values of four bytes or fewer) and the next-IFD offset.
  bytes.fill(0, gps, Math.min(bytes.length, gps + 2 + count * 12 + 4));
  return true;
}

function isXmp(segment: Uint8Array): boolean {
  if (segment.length < 4 + XMP.length) return false;
  for (let index = 0; index < XMP.length; index++) if (segment[4 + index] !== XMP.charCodeAt(index)) return false;
  return true;
}

/** Blanks the XMP packet of an APP1 segment in place (spaces, so its length stays). */
function blankXmp(segment: Uint8Array): void {
  segment.fill(0x20, 4 + XMP.length);
}

type State =
  | { at: 'soi' }
  | { at: 'marker' }
  | { at: 'skip'; left: number }
  | { at: 'app1'; segment: Uint8Array; filled: number }
  | { at: 'pass' };

/** A stream that passes a JPEG through with its location data overwritten (same length). */
export function jpegLocationRemover(): TransformStream<Uint8Array, Uint8Array> {
  let state: State = { at: 'soi' };
  // Bytes of a marker not yet whole (at most 3).
  let held: Uint8Array = new Uint8Array(0);

  function take(chunk: Uint8Array, controller: TransformStreamDefaultController<Uint8Array>) {
    let data = held.length > 0 ? concatBytes(held, chunk) : chunk;
    held = new Uint8Array(0);
    while (data.length > 0) {
      switch (state.at) {
        case 'pass':
          controller.enqueue(data);
          return;
        case 'soi':
          if (data.length < 2) {
            held = data;
            return;
          }
          controller.enqueue(data.subarray(0, 2));
          data = data.subarray(2);
          state = { at: 'marker' };
          break;
        case 'marker': {
          if (data[0] === 0xff && data.length >= 2 && data[1] === 0xff) {
            // A fill byte before a marker.
            controller.enqueue(data.subarray(0, 1));
            data = data.subarray(1);
            break;
          }
          if (data.length < 4) {
            held = data;
            return;
          }
          const marker = data[1] ?? 0;
          if (data[0] !== 0xff || marker === SOS || marker === SOI) {
            // The image data (or something that is not a header segment): the rest goes through as it is.
            state = { at: 'pass' };
            break;
          }
          const length = ((data[2] ?? 0) << 8) | (data[3] ?? 0);
          if (length < 2) {
            state = { at: 'pass' };
            break;
          }
          if (marker === APP1) {
            const segment = new Uint8Array(length + 2);
            state = { at: 'app1', segment, filled: 0 };
          } else {
            controller.enqueue(data.subarray(0, 4));
            data = data.subarray(4);
            state = { at: 'skip', left: length - 2 };
          }
          break;
        }
        case 'skip': {
          const part = data.subarray(0, state.left);
          controller.enqueue(part);
          data = data.subarray(part.length);
          state = state.left === part.length ? { at: 'marker' } : { at: 'skip', left: state.left - part.length };
          break;
        }
        case 'app1': {
          const { segment } = state;
          const part = data.subarray(0, segment.length - state.filled);
          segment.set(part, state.filled);
          const filled = state.filled + part.length;
          data = data.subarray(part.length);
          if (filled < segment.length) {
            state = { at: 'app1', segment, filled };
            break;
          }
          if (isXmp(segment)) blankXmp(segment);
          else clearExifGps(segment);
          controller.enqueue(segment);
          state = { at: 'marker' };
          break;
        }
      }
    }
  }

  return new TransformStream<Uint8Array, Uint8Array>({
    transform: take,
    flush(controller) {
      // A file that ended inside its header: what was held goes out as it came (the length stays the same).
      if (state.at === 'app1') controller.enqueue(state.segment.subarray(0, state.filled));
      if (held.length > 0) controller.enqueue(held);
    },
  });
}
