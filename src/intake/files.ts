// The files of an appointment (intake_files) and their bytes in R2 (FILES). The audience modules decide who is asking
// (the patient by their key or account, the appointment's doctor) before calling these; every read of a file's bytes
// writes its access row first. Nothing here knows about requests or pages.
import { type Actor, auditStatement } from '../audit';
import { FILE_LIMITS, type FileLabel, type FileType } from './limits';
import { jpegLocationRemover } from './jpeg-location';
import { pngLocationRemover } from './png-location';
import { heicLocationRemover } from './heic-location';
import { SNIFF_BYTES, sniffType } from './sniff';

/** A file as the pages list it. @table intake_files */
export interface IntakeFile {
  id: number;
  label: FileLabel;
  note: string;
  name: string;
  contentType: FileType;
  size: number;
  createdAt: number;
}

const FILE_COLUMNS = `id, label, note, name, content_type AS contentType, size, created_at AS createdAt`;

/** The appointment's stored files, oldest first. */
export async function filesOf(db: D1Database, appointmentId: number): Promise<IntakeFile[]> {
  const { results } = await db
    .prepare(
      `SELECT ${FILE_COLUMNS} FROM intake_files WHERE appointment_id = ?1 AND state = 'stored' ORDER BY id LIMIT 100`,
    )
    .bind(appointmentId)
    .all<IntakeFile>();
  return results;
}

/** What an admin may know of an appointment's files: how many and how large, never their names or content. */
export async function fileFigures(db: D1Database, appointmentId: number): Promise<{ count: number; bytes: number }> {
  const row = await db
    .prepare(
      `SELECT count(*) AS count, coalesce(sum(size), 0) AS bytes FROM intake_files
       WHERE appointment_id = ?1 AND state = 'stored'`,
    )
    .bind(appointmentId)
    .first<{ count: number; bytes: number }>();
  return { count: row?.count ?? 0, bytes: row?.bytes ?? 0 };
}

export interface NewFile {
  appointmentId: number;
  /** The appointment's reference, for the audit row. */
  reference: string;
  actor: Actor;
  label: FileLabel;
  note: string;
  name: string;
  size: number;
  /** Exactly `size` bytes. */
  body: ReadableStream<Uint8Array>;
  /** After the body was read whole: whether the upload ended as it should. */
  finish(): Promise<boolean>;
}

export type StoreRefusal = 'program' | 'unknown-type' | 'too-many' | 'closed' | 'broken';

/** Statuses in which files may be added: before and during the consultation. */
const ADDING = `('requested', 'scheduled', 'confirmed', 'in-consultation')`;

/** Reads the first bytes of a stream and gives back a stream that still starts with them. */
async function head(
  body: ReadableStream<Uint8Array>,
): Promise<{ first: Uint8Array; body: ReadableStream<Uint8Array> }> {
  const reader = body.getReader();
  let first = new Uint8Array(0);
  let done = false;
  while (first.length < SNIFF_BYTES && !done) {
    const next = await reader.read();
    done = next.done;
    if (next.value) {
      const joined = new Uint8Array(first.length + next.value.length);
      joined.set(first);
      joined.set(next.value, first.length);
      first = joined;
    }
  }
  let sent = false;
  const rest = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!sent) {
          sent = true;
          if (first.length > 0) controller.enqueue(first);
          if (done) controller.close();
          return;
        }
        const next = await reader.read();
        if (next.done) controller.close();
        else controller.enqueue(next.value);
      },
      cancel: (reason) => reader.cancel(reason),
    },
    { highWaterMark: 0 },
  );
  return { first, body: rest };
}

/**
 * Stores one file: checks its type by its first bytes, writes its row (only while the appointment takes files and
 * holds fewer than the limit), streams it to R2 through a fixed-length stream (location data overwritten in a JPEG),
 * then marks it stored with its audit row. On any failure the row and the object are removed.
 */
export async function storeFile(
  db: D1Database,
  bucket: R2Bucket,
  file: NewFile,
  now = Date.now(),
): Promise<{ ok: true; id: number; type: FileType } | { ok: false; reason: StoreRefusal }> {
  const { first, body } = await head(file.body);
  const sniffed = sniffType(first);
  if (!sniffed.ok) {
    await body.cancel().catch(() => {});
    return { ok: false, reason: sniffed.reason === 'program' ? 'program' : 'unknown-type' };
  }
  const key = `appointments/${file.appointmentId}/${crypto.randomUUID()}`;
  const row = await db
    .prepare(
      `INSERT INTO intake_files (appointment_id, uploaded_by, label, note, name, content_type, size, r2_key, created_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9
       WHERE EXISTS (SELECT 1 FROM appointments_view_appointments WHERE id = ?1 AND status IN ${ADDING})
         AND (SELECT count(*) FROM intake_files WHERE appointment_id = ?1 AND state <> 'deleted') < ?10
       RETURNING id`,
    )
    .bind(
      file.appointmentId,
      file.actor.id,
      file.label,
      file.note,
      file.name,
      sniffed.type,
      file.size,
      key,
      now,
      FILE_LIMITS.maxFiles,
    )
    .first<{ id: number }>();
  if (!row) {
    await body.cancel().catch(() => {});
    const open = await db
      .prepare(`SELECT 1 AS yes FROM appointments_view_appointments WHERE id = ?1 AND status IN ${ADDING}`)
      .bind(file.appointmentId)
      .first();
    return { ok: false, reason: open ? 'too-many' : 'closed' };
  }
  const fixed = new FixedLengthStream(file.size);
  // Photos lose their location on the way (same length: the bytes are overwritten, never removed).
  const source =
    sniffed.type === 'image/jpeg'
      ? body.pipeThrough(jpegLocationRemover())
      : sniffed.type === 'image/png'
        ? body.pipeThrough(pngLocationRemover())
        : sniffed.type === 'image/heic'
          ? body.pipeThrough(heicLocationRemover())
          : body;
  const piped = source.pipeTo(fixed.writable);
  try {
    const [stored] = await Promise.all([
      bucket.put(key, fixed.readable, { httpMetadata: { contentType: sniffed.type } }),
      piped,
    ]);
    if (!stored || !(await file.finish())) throw new Error('upload not whole');
  } catch (error) {
    // Said in the logs: a client that went away is expected now and then; anything else is worth a look.
    console.error(`intake: file ${row.id} did not reach R2 whole:`, error);
    await bucket.delete(key).catch(() => {});
    await db.prepare(`DELETE FROM intake_files WHERE id = ?1 AND state = 'uploading'`).bind(row.id).run();
    return { ok: false, reason: 'broken' };
  }
  await db.batch([
    db.prepare(`UPDATE intake_files SET state = 'stored' WHERE id = ?1 AND state = 'uploading'`).bind(row.id),
    auditStatement(
      db,
      {
        at: now,
        actor: file.actor,
        action: 'file-upload',
        reference: file.reference,
        detail: `file ${row.id}: ${file.label}, ${sniffed.type}, ${file.size} bytes`,
      },
      { onlyIf: 'changes() = 1' },
    ),
  ]);
  return { ok: true, id: row.id, type: sniffed.type };
}

export interface FileReader {
  actor: { id: string; email: string | null };
  role: 'patient' | 'doctor';
  what: 'view' | 'download';
}

/**
 * One stored file of the appointment, its access row written first: its facts and its bytes, or null when the
 * appointment has no such stored file (whatever the reason, the answer is the same).
 */
export async function openFile(
  db: D1Database,
  bucket: R2Bucket,
  appointmentId: number,
  fileId: number,
  reader: FileReader,
  now = Date.now(),
): Promise<{ file: IntakeFile; body: ReadableStream } | null> {
  const written = await db
    .prepare(
      `INSERT INTO intake_file_access (at, file_id, appointment_id, actor_id, actor_email, actor_role, action)
       SELECT ?1, id, appointment_id, ?4, ?5, ?6, ?7 FROM intake_files
       WHERE id = ?2 AND appointment_id = ?3 AND state = 'stored'
       RETURNING file_id`,
    )
    .bind(now, fileId, appointmentId, reader.actor.id, reader.actor.email, reader.role, reader.what)
    .first();
  if (!written) return null;
  const file = await db
    .prepare(`SELECT ${FILE_COLUMNS}, r2_key AS r2Key FROM intake_files WHERE id = ?1`)
    .bind(fileId)
    .first<IntakeFile & { r2Key: string }>();
  if (!file) return null;
  const object = await bucket.get(file.r2Key);
  if (!object) return null;
  const { r2Key: _key, ...facts } = file;
  return { file: facts, body: object.body };
}

/**
 * The patient removes a file: only before the appointment has a consultation record. Its row stays, marked deleted
 * (the access log names it), and its object is deleted. False when there was no such file or a record exists.
 */
export async function deleteFile(
  db: D1Database,
  bucket: R2Bucket,
  input: { appointmentId: number; reference: string; fileId: number; actor: Actor },
  now = Date.now(),
): Promise<boolean> {
  const [changed] = await db.batch<{ r2_key: string }>([
    db
      .prepare(
        `UPDATE intake_files SET state = 'deleted', deleted_at = ?3
         WHERE id = ?1 AND appointment_id = ?2 AND state = 'stored'
           AND NOT EXISTS (SELECT 1 FROM records_view_record_appointments WHERE appointment_id = ?2)
         RETURNING r2_key`,
      )
      .bind(input.fileId, input.appointmentId, now),
    auditStatement(
      db,
      {
        at: now,
        actor: input.actor,
        action: 'file-delete',
        reference: input.reference,
        detail: `file ${input.fileId}`,
      },
      { onlyIf: 'changes() = 1' },
    ),
  ]);
  const key = changed?.results[0]?.r2_key;
  if (!key) return false;
  await bucket.delete(key);
  return true;
}

/** Whether the appointment has a consultation record (then its files stay). */
export async function hasRecord(db: D1Database, appointmentId: number): Promise<boolean> {
  const row = await db
    .prepare('SELECT 1 AS yes FROM records_view_record_appointments WHERE appointment_id = ?1')
    .bind(appointmentId)
    .first();
  return row !== null;
}
