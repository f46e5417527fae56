// The patients' files tests' shared parts: appointments with their keys, multipart bodies made byte by byte (the file
// last, as the page's form sends it), and a JPEG with an Exif GPS IFD.
import { env, SELF } from 'cloudflare:test';
import { appointmentKey, appointmentLinkSecret, type DoctorRecord } from '../../src/appointments';
import { newReference } from '../../src/references';
import { SITE } from './auth-helpers';

export const db = env.DB;
export const HOUR = 3_600_000;
let slot = Date.now() + 48 * HOUR;

export interface Booked {
  id: number;
  reference: string;
  key: string;
  phone: string;
}

/** An appointment of the doctor (inserted as the core leaves it), two days ahead unless `start` says otherwise. */
export async function booked(
  doctor: DoctorRecord,
  options: { status?: string; start?: number; phone?: string; locale?: 'en' | 'hi'; accountId?: string } = {},
): Promise<Booked> {
  const reference = newReference('AP');
  slot += 60 * 60_000;
  const start = options.start ?? slot;
  const phone = options.phone ?? '+919812300044';
  const row = await db
    .prepare(
      `INSERT INTO appointments (reference, doctor_id, starts_at, ends_at, mode, fee, patient_name, patient_phone,
         locale, status, account_id, created_at, updated_at)
       VALUES (?1, ?2, ?3, ?4, 'video', 50000, 'Meena Iyer', ?5, ?6, ?7, ?8, ?9, ?9) RETURNING id`,
    )
    .bind(
      reference,
      doctor.id,
      start,
      start + 20 * 60_000,
      phone,
      options.locale ?? 'en',
      options.status ?? 'confirmed',
      options.accountId ?? null,
      Math.min(start, Date.now()) - HOUR,
    )
    .first<{ id: number }>();
  const key = await appointmentKey(appointmentLinkSecret(env), reference, phone);
  return { id: row?.id ?? 0, reference, key, phone };
}

const encoder = new TextEncoder();

/** A multipart body: the text fields, then the file, closed as browsers close it (CRLF after the last boundary). */
export function multipart(
  fields: Record<string, string>,
  file: { name: string; bytes: Uint8Array; type?: string } | null,
  boundary = '----CareLineTest7MA4YWxkTrZu0gW',
): { body: Uint8Array; contentType: string } {
  const parts: Uint8Array[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file) {
    parts.push(
      encoder.encode(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${
          file.type ?? 'application/octet-stream'
        }\r\n\r\n`,
      ),
    );
    parts.push(file.bytes, encoder.encode('\r\n'));
  }
  parts.push(encoder.encode(`--${boundary}--\r\n`));
  const body = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    body.set(part, at);
    at += part.length;
  }
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Posts a file to the appointment page's upload, as the page's form does. */
export function upload(
  appointment: Booked,
  file: { name: string; bytes: Uint8Array },
  fields: Record<string, string> = {},
  headers: Record<string, string> = {},
  locale: 'en' | 'hi' = 'en',
) {
  const { body, contentType } = multipart(
    { key: appointment.key, label: 'report', note: 'HbA1c, March', ...fields },
    file,
  );
  const path = `${locale === 'hi' ? '/hi' : ''}/appointments/${appointment.reference}/files`;
  return SELF.fetch(`${SITE}${path}`, {
    method: 'POST',
    body,
    redirect: 'manual',
    headers: { 'Content-Type': contentType, Origin: SITE, ...headers },
  });
}

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

/** The stored object's bytes of a file row. */
export async function storedBytes(fileId: number): Promise<Uint8Array | null> {
  const row = await db
    .prepare('SELECT r2_key AS key FROM intake_files WHERE id = ?1')
    .bind(fileId)
    .first<{ key: string }>();
  if (!row) return null;
  const object = await env.FILES.get(row.key);
  return object ? new Uint8Array(await object.arrayBuffer()) : null;
}

export async function filesOfAppointment(appointmentId: number) {
  const { results } = await db
    .prepare(
      'SELECT id, name, label, note, content_type, size, state, r2_key FROM intake_files WHERE appointment_id = ?1 ORDER BY id',
    )
    .bind(appointmentId)
    .all<{
      id: number;
      name: string;
      label: string;
      note: string;
      content_type: string;
      size: number;
      state: string;
      r2_key: string;
    }>();
  return results;
}

export async function accessRows(appointmentId: number) {
  const { results } = await db
    .prepare(
      'SELECT file_id, actor_id, actor_role, action FROM intake_file_access WHERE appointment_id = ?1 ORDER BY id',
    )
    .bind(appointmentId)
    .all<{ file_id: number; actor_id: string; actor_role: string; action: string }>();
  return results;
}

/** A PNG as a phone may write one: IHDR, an eXIf chunk (the same TIFF as the JPEG's), an XMP iTXt, IDAT, IEND. */
export function pngWithGps(): { bytes: Uint8Array; exifAt: number; xmpAt: number } {
  const jpeg = jpegWithGps(0).bytes;
  const tiff = jpeg.slice(12, 12 + ((jpeg[4] ?? 0) << 8) + (jpeg[5] ?? 0) - 8);
  const chunk = (type: string, data: Uint8Array) => {
    const out = new Uint8Array(12 + data.length);
    const view = new DataView(out.buffer);
    view.setUint32(0, data.length);
    out.set(encoder.encode(type), 4);
    out.set(data, 8);
    view.setUint32(8 + data.length, pngCrcOf(out.subarray(4, 8 + data.length)));
    return out;
  };
  const ihdr = new Uint8Array([0, 0, 0, 1, 0, 0, 0, 1, 8, 0, 0, 0, 0]);
  const xmp = encoder.encode(
    'XML:com.adobe.xmp\0\0\0\0\0<x:xmpmeta><exif:GPSLatitude>12,58.34N</exif:GPSLatitude></x:xmpmeta>',
  );
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('eXIf', tiff),
    chunk('iTXt', xmp),
    chunk(
      'IDAT',
      new Uint8Array(3000).map((_, index) => index & 0xff),
    ),
    chunk('IEND', new Uint8Array(0)),
  ];
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  const exifAt = 8 + 25 + 8; // signature, IHDR chunk, the eXIf chunk's length and type
  return { bytes, exifAt, xmpAt: exifAt + tiff.length + 4 + 8 };
}

function pngCrcOf(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** Whether each chunk of a PNG has the CRC of its type and data. */
export function pngCrcsHold(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = 8; at < bytes.length; ) {
    const length = view.getUint32(at);
    if (pngCrcOf(bytes.subarray(at + 4, at + 8 + length)) !== view.getUint32(at + 8 + length)) return false;
    at += 12 + length;
  }
  return true;
}
