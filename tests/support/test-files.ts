// Files the upload tests send, made byte by byte: a small PDF, a Windows program's first bytes, and a JPEG as a phone
// writes one, with an Exif GPS IFD. Used by the Worker tests and the end-to-end spec.
const encoder = new TextEncoder();

/** A small PDF (its first bytes are what the check reads). */
export function pdf(text = 'Blood sugar report'): Uint8Array {
  return encoder.encode(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );
}

/** A Windows program's first bytes ("MZ" and a DOS stub), whatever it is named. */
export function program(): Uint8Array {
  const bytes = new Uint8Array(2048);
  bytes.set(encoder.encode('MZ\x90\x00\x03\x00\x00\x00This program cannot be run in DOS mode.'));
  return bytes;
}

/** The latitude the test photo carries: 12° 58' 20.5" N (Bengaluru), as three rationals. */
export const LATITUDE = [12, 1, 58, 1, 205, 10];

/**
 * A JPEG as a phone writes one: SOI, APP1 Exif (big-endian TIFF, IFD0 with Orientation and a GPS IFD pointer; the
 * GPS IFD with GPSLatitudeRef "N" and GPSLatitude as three rationals), a quantisation table, SOS and some image
 * bytes, EOI. Returns the bytes and where the GPS IFD and the latitude's rationals sit.
 */
export function jpegWithGps(imageBytes = 4096): { bytes: Uint8Array; gpsAt: number; latitudeAt: number } {
  const tiff: number[] = [];
  const u16 = (value: number) => tiff.push((value >> 8) & 0xff, value & 0xff);
  const u32 = (value: number) =>
    tiff.push((value >>> 24) & 0xff, (value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff);
  // TIFF header, IFD0 at 8.
  tiff.push(0x4d, 0x4d);
  u16(42);
  u32(8);
  // IFD0: 2 entries (Orientation = 1, GPS IFD pointer), next IFD 0. 2 + 24 + 4 = 30 bytes: GPS IFD at 38.
  u16(2);
  u16(0x0112);
  u16(3);
  u32(1);
  u16(1);
  u16(0);
  u16(0x8825);
  u16(4);
  u32(1);
  u32(38);
  u32(0);
  // GPS IFD at 38: 2 entries, next 0: 2 + 24 + 4 = 30 bytes; the rationals at 68.
  u16(2);
  u16(0x0001); // GPSLatitudeRef
  u16(2);
  u32(2);
  tiff.push(0x4e, 0x00, 0x00, 0x00);
  u16(0x0002); // GPSLatitude
  u16(5);
  u32(3);
  u32(68);
  u32(0);
  for (const value of LATITUDE) u32(value);
  const exif = [0x45, 0x78, 0x69, 0x66, 0x00, 0x00, ...tiff];
  const app1 = [0xff, 0xe1, ((exif.length + 2) >> 8) & 0xff, (exif.length + 2) & 0xff, ...exif];
  const dqt = [0xff, 0xdb, 0x00, 0x43, 0x00, ...new Array(64).fill(1)];
  const sos = [0xff, 0xda, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3f, 0x00];
  const image = Array.from({ length: imageBytes }, (_, index) => (index * 7) & 0x7f);
  const bytes = new Uint8Array([0xff, 0xd8, ...app1, ...dqt, ...sos, ...image, 0xff, 0xd9]);
  const tiffAt = 2 + 4 + 6;
  return { bytes, gpsAt: tiffAt + 38, latitudeAt: tiffAt + 68 };
}
