// The patients' files tests' shared parts: appointments with their keys, multipart bodies made byte by byte (the file
// last, as the page's form sends it), and a JPEG with an Exif GPS IFD.
import { env, SELF } from 'cloudflare:test';
import { appointmentKey, appointmentLinkSecret, type DoctorRecord } from '../../src/appointments';
import { newReference } from '../../src/references';
import { SITE } from './auth-helpers';
import { jpegWithGps } from '../support/test-files';

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

export { heicWithGps, jpegWithGps, LATITUDE, pdf, program } from '../support/test-files';

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
