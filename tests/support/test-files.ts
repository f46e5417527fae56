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

/**
 * A HEIC as an iPhone lays one out, reduced to what the location check reads: `ftyp` (brand heic), `meta` with
 * `hdlr`, `iinf` (item 1 of type hvc1, item 2 of type Exif) and `iloc` (version 1: each item one extent, by its
 * absolute offset), then `mdat` holding the image item and the Exif item (a 4-byte offset, "Exif\0\0", the TIFF of
 * the JPEG above, with its GPS IFD). Returns the bytes and where the Exif item's GPS IFD and latitude sit.
 */
export function heicWithGps(imageBytes = 6000): { bytes: Uint8Array; gpsAt: number; latitudeAt: number } {
  const jpeg = jpegWithGps(0).bytes;
  const exif = jpeg.slice(6, 6 + ((jpeg[4] ?? 0) << 8) + (jpeg[5] ?? 0) - 2); // "Exif\0\0" and the TIFF
  const u32 = (value: number) => [(value >>> 24) & 255, (value >> 16) & 255, (value >> 8) & 255, value & 255];
  const u16 = (value: number) => [(value >> 8) & 255, value & 255];
  const text = (value: string) => [...encoder.encode(value)];
  const box = (type: string, content: number[]) => [...u32(content.length + 8), ...text(type), ...content];
  const full = (type: string, version: number, content: number[]) => box(type, [version, 0, 0, 0, ...content]);
  const ftyp = box('ftyp', [...text('heic'), ...u32(0), ...text('mif1'), ...text('heic')]);
  const hdlr = full('hdlr', 0, [...u32(0), ...text('pict'), ...u32(0), ...u32(0), ...u32(0), 0]);
  const infe = (id: number, type: string) => full('infe', 2, [...u16(id), ...u16(0), ...text(type), 0]);
  const iinf = full('iinf', 0, [...u16(2), ...infe(1, 'hvc1'), ...infe(2, 'Exif')]);
  const item = [...u32(6), ...exif];
  const image = Array.from({ length: imageBytes }, (_, index) => (index * 13) & 0xff);
  // iloc version 1: offset and length 4 bytes, no base offset, no index; item: id, method 0, data ref 0, one extent.
  const ilocOf = (imageAt: number, exifAt: number) =>
    full('iloc', 1, [
      0x44,
      0x00,
      ...u16(2),
      ...[...u16(1), ...u16(0), ...u16(0), ...u16(1), ...u32(imageAt), ...u32(image.length)],
      ...[...u16(2), ...u16(0), ...u16(0), ...u16(1), ...u32(exifAt), ...u32(item.length)],
    ]);
  const metaLength = 12 + hdlr.length + iinf.length + ilocOf(0, 0).length;
  const mdatAt = ftyp.length + metaLength;
  const imageAt = mdatAt + 8;
  const exifAt = imageAt + image.length;
  const meta = full('meta', 0, [...hdlr, ...iinf, ...ilocOf(imageAt, exifAt)]);
  const mdat = box('mdat', [...image, ...item]);
  const bytes = new Uint8Array([...ftyp, ...meta, ...mdat]);
  const tiffAt = exifAt + 4 + 6;
  return { bytes, gpsAt: tiffAt + 38, latitudeAt: tiffAt + 68 };
}
