// Location data out of a PNG as it streams past, with its length unchanged (decision 0033): a PNG is a signature and
// chunks (length, type, data, CRC). An `eXIf` chunk (Exif) has its GPS IFD zeroed, and an `iTXt` chunk holding XMP
// ("XML:com.adobe.xmp") its text blanked with spaces; each gets its CRC again. Those two chunks are held while they
// pass (at most CHUNK_HELD bytes: a bigger one is blanked whole as it passes); every other chunk, the image data too,
// goes through as it comes.
import { concatBytes } from '../http/bytes';
import { clearTiffGps } from './jpeg-location';

const CHUNK_HELD = 256 * 1024;
const XMP_KEYWORD = 'XML:com.adobe.xmp';

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** The CRC-32 PNG uses, over `bytes`. */
export function pngCrc(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function startsWithText(bytes: Uint8Array, at: number, text: string): boolean {
  for (let index = 0; index < text.length; index++) if (bytes[at + index] !== text.charCodeAt(index)) return false;
  return true;
}

/** Rewrites a held chunk (type, data and CRC, without its length) in place; false when it needs nothing. */
function cleanChunk(type: string, chunk: Uint8Array): boolean {
  const data = chunk.subarray(4, chunk.length - 4);
  if (type === 'eXIf') {
    if (!clearTiffGps(data, 0)) return false;
  } else if (startsWithText(data, 0, `${XMP_KEYWORD}\0`)) {
    data.fill(0x20, XMP_KEYWORD.length + 1 + 2);
  } else return false;
  new DataView(chunk.buffer, chunk.byteOffset, chunk.byteLength).setUint32(
    chunk.length - 4,
    pngCrc(chunk.subarray(0, chunk.length - 4)),
  );
  return true;
}

type State =
  | { at: 'signature'; left: number }
  | { at: 'header' }
  | { at: 'pass'; left: number }
  | { at: 'blank'; left: number }
  | { at: 'hold'; type: string; chunk: Uint8Array; filled: number };

export function pngLocationRemover(): TransformStream<Uint8Array, Uint8Array> {
  let state: State = { at: 'signature', left: 8 };
  let held: Uint8Array = new Uint8Array(0);
  return new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      let data: Uint8Array = held.length > 0 ? concatBytes(held, chunk) : chunk;
      held = new Uint8Array(0);
      while (data.length > 0) {
        if (state.at === 'signature' || state.at === 'pass') {
          const part = data.subarray(0, state.left);
          controller.enqueue(part);
          data = data.subarray(part.length);
          const left = state.left - part.length;
          state = left > 0 ? { ...state, left } : { at: 'header' };
        } else if (state.at === 'blank') {
          const part = data.subarray(0, state.left);
          controller.enqueue(new Uint8Array(part.length).fill(0x20));
          data = data.subarray(part.length);
          const left = state.left - part.length;
          state = left > 0 ? { at: 'blank', left } : { at: 'pass', left: 4 };
        } else if (state.at === 'header') {
          if (data.length < 8) {
            held = data;
            return;
          }
          const length = new DataView(data.buffer, data.byteOffset, 8).getUint32(0);
          const type = String.fromCharCode(...data.subarray(4, 8));
          if (type !== 'eXIf' && type !== 'iTXt') {
            controller.enqueue(data.subarray(0, 8));
            data = data.subarray(8);
            state = { at: 'pass', left: length + 4 };
          } else if (length + 8 > CHUNK_HELD) {
            // Too big to hold: its data blanked as it passes (its CRC no longer matches; readers skip it).
            controller.enqueue(data.subarray(0, 8));
            data = data.subarray(8);
            state = { at: 'blank', left: length };
          } else {
            controller.enqueue(data.subarray(0, 4));
            data = data.subarray(4);
            state = { at: 'hold', type, chunk: new Uint8Array(length + 8), filled: 0 };
          }
        } else {
          const part = data.subarray(0, state.chunk.length - state.filled);
          state.chunk.set(part, state.filled);
          const filled = state.filled + part.length;
          data = data.subarray(part.length);
          if (filled < state.chunk.length) state = { ...state, filled };
          else {
            cleanChunk(state.type, state.chunk);
            controller.enqueue(state.chunk);
            state = { at: 'header' };
          }
        }
      }
    },
    flush(controller) {
      if (state.at === 'hold') controller.enqueue(state.chunk.subarray(0, state.filled));
      if (held.length > 0) controller.enqueue(held);
    },
  });
}
