// A file's type from its first bytes: the name and the browser's word are never trusted. A program (Windows, Linux,
// macOS executables, scripts) is told apart from other unknown files so the patient hears why it was refused.
import type { FileType } from './limits';

/** How many first bytes the check needs. */
export const SNIFF_BYTES = 16;

export type Sniffed = { ok: true; type: FileType } | { ok: false; reason: 'program' | 'unknown' };

const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

const starts = (head: Uint8Array, bytes: readonly number[], at = 0) =>
  head.length >= at + bytes.length && bytes.every((byte, index) => head[at + index] === byte);

const ascii = (head: Uint8Array, from: number, to: number) => String.fromCharCode(...head.subarray(from, to));

export function sniffType(head: Uint8Array): Sniffed {
  if (starts(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return { ok: true, type: 'application/pdf' }; // %PDF-
  if (starts(head, [0xff, 0xd8, 0xff])) return { ok: true, type: 'image/jpeg' };
  if (starts(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { ok: true, type: 'image/png' };
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp' && HEIC_BRANDS.has(ascii(head, 8, 12)))
    return { ok: true, type: 'image/heic' };
  const program =
    starts(head, [0x4d, 0x5a]) || // MZ: Windows .exe, .dll
    starts(head, [0x7f, 0x45, 0x4c, 0x46]) || // ELF
    starts(head, [0xcf, 0xfa, 0xed, 0xfe]) ||
    starts(head, [0xfe, 0xed, 0xfa, 0xcf]) ||
    starts(head, [0xca, 0xfe, 0xba, 0xbe]) || // Mach-O
    starts(head, [0x23, 0x21]) || // #! script
    starts(head, [0x50, 0x4b, 0x03, 0x04]); // ZIP: .apk, .jar and archives that may carry one
  return { ok: false, reason: program ? 'program' : 'unknown' };
}
