// The patient's files and intake answers on their appointment, opened by the appointment's key (decision 0033):
//   POST /appointments/<ref>/files            a file (multipart: key, label, note, then the file), streamed to R2
//   GET  /appointments/<ref>/files/<id>?key=  the file, served by the Worker after the check (&download=1 to save it)
//   POST /appointments/<ref>/files/<id>/remove  removes it, while no consultation record exists
//   POST /appointments/<ref>/intake           the intake answers
// Hindi under /hi. Without a key that opens the appointment, or for a file that is not this appointment's, every
// address answers the same 404 page: nothing of the file, nor whether it exists.
import { Hono, type Context } from 'hono';
import { LOCALES, localizedPath, type Locale } from '../../../shared/i18n/locales';
import { APPOINTMENTS_PATH, type Appointment, keyedAppointmentPath } from '../../appointments';
import { PATIENT_ACTOR } from '../../audit';
import type { AppEnv } from '../../env';
import { FORM_LIMIT, readFormFields } from '../../http/form';
import { startUpload, type UploadRefusal } from '../../http/multipart-upload';
import { refusalText } from '../../http/refusals';
import { deleteFile, FILE_LIMITS, openFile, saveIntake, storeFile, type StoreRefusal } from '../../intake';
import { notFound } from '../../render/not-found';
import { readLink } from '../link-input';
import { opened, showAppointment, type Status } from '../page-routes';
import { noStore } from '../patient-page';
import { INTAKE_COPY, sizeInWords } from './copy';
import { fileDisposition, readFileId, readIntake, readUploadFields } from './input';

type Refusal = UploadRefusal | StoreRefusal | 'bad-label' | 'note-too-long';

function refusalOf(locale: Locale, refusal: Refusal): { status: Status; text: string } {
  const words = INTAKE_COPY[locale].refusals;
  const limit = sizeInWords(FILE_LIMITS.maxBytes);
  switch (refusal) {
    case 'too-large':
      return { status: 413, text: words.tooLarge(limit) };
    case 'length-required':
      return { status: 411, text: words.lengthRequired };
    case 'program':
      return { status: 415, text: words.program };
    case 'unknown-type':
      return { status: 415, text: words.unknownType };
    case 'too-many':
      return { status: 409, text: words.tooMany(FILE_LIMITS.maxFiles) };
    case 'closed':
      return { status: 409, text: words.closed };
    case 'no-file':
      return { status: 400, text: words.noFile };
    case 'bad-label':
      return { status: 400, text: words.badLabel };
    case 'note-too-long':
      return { status: 400, text: words.noteTooLong(300) };
    default:
      return { status: 400, text: words.broken };
  }
}

/** A refused upload: the words alone for the page's script, the appointment page with them otherwise. */
async function refuse(
  c: Context<AppEnv>,
  locale: Locale,
  refusal: Refusal,
  opened: { db: D1Database; appointment: Appointment; key: string } | null,
) {
  const { status, text } = refusalOf(locale, refusal);
  noStore(c);
  // Whatever of the body is left unread is not read: the connection closes after the answer.
  c.header('Connection', 'close');
  if (c.req.header('X-Upload-Progress') === '1' || !opened)
    return c.text(text, status, { 'Content-Type': 'text/plain; charset=utf-8' });
  return showAppointment(c, opened.db, opened.appointment, opened.key, locale, status, text);
}

function back(appointment: Appointment, key: string, locale: Locale, done: string) {
  return `${keyedAppointmentPath(appointment.reference, key, locale, appointment.locale)}${'&'}done=${done}#before-consultation`;
}

function routesIn(locale: Locale) {
  const one = `${localizedPath(APPOINTMENTS_PATH, locale)}/:reference`;
  return new Hono<AppEnv>()
    .post(`${one}/files`, async (c) => {
      const db = c.env?.DB;
      const bucket = c.env?.FILES;
      if (!db || !bucket) return c.text(refusalText('storeUnavailable', locale), 503);
      // Refused by its declared length before a byte of the body is read.
      const started = await startUpload(c.req.raw, {
        maxFile: FILE_LIMITS.maxBytes,
        fieldBytes: FILE_LIMITS.formBytes,
      });
      if (!started.ok) return refuse(c, locale, started.refusal, null);
      const { upload } = started;
      const found = await opened(c, db, readLink(locale, { reference: c.req.param('reference') }, upload.fields));
      if (!found) {
        await upload.file.cancel().catch(() => {});
        return notFound(c);
      }
      const context = { db, ...found };
      const fields = readUploadFields(upload.fields);
      if (!fields.ok) {
        await upload.file.cancel().catch(() => {});
        return refuse(c, locale, fields.problems.label ? 'bad-label' : 'note-too-long', context);
      }
      const stored = await storeFile(db, bucket, {
        appointmentId: found.appointment.id,
        reference: found.appointment.reference,
        actor: PATIENT_ACTOR,
        label: fields.value.label,
        note: fields.value.note,
        name: fields.value.name(upload.fileName),
        size: upload.size,
        body: upload.file,
        finish: upload.finish,
      });
      if (!stored.ok) return refuse(c, locale, stored.reason, context);
      noStore(c);
      return c.redirect(back(found.appointment, found.key, locale, 'file-added'), 303);
    })
    .get(`${one}/files/:file`, async (c) => {
      const db = c.env?.DB;
      const bucket = c.env?.FILES;
      if (!db || !bucket) return c.text(refusalText('storeUnavailable', locale), 503);
      const query = c.req.query();
      const found = await opened(c, db, readLink(locale, { reference: c.req.param('reference') }, query));
      const fileId = readFileId(c.req.param('file'));
      if (!found || fileId === null) return notFound(c);
      const download = query.download === '1';
      const served = await openFile(db, bucket, found.appointment.id, fileId, {
        actor: PATIENT_ACTOR,
        role: 'patient',
        what: download ? 'download' : 'view',
      });
      if (!served) return notFound(c);
      return fileResponse(served.file, served.body, download);
    })
    .post(`${one}/files/:file/remove`, FORM_LIMIT, async (c) => {
      const db = c.env?.DB;
      const bucket = c.env?.FILES;
      if (!db || !bucket) return c.text(refusalText('storeUnavailable', locale), 503);
      const read = await readFormFields(c.req);
      if (!read.ok) return c.text(refusalText(read.refusal, locale), read.status);
      const found = await opened(c, db, readLink(locale, { reference: c.req.param('reference') }, read.fields));
      const fileId = readFileId(c.req.param('file'));
      if (!found || fileId === null) return notFound(c);
      const removed = await deleteFile(db, bucket, {
        appointmentId: found.appointment.id,
        reference: found.appointment.reference,
        fileId,
        actor: PATIENT_ACTOR,
      });
      if (!removed)
        return showAppointment(
          c,
          db,
          found.appointment,
          found.key,
          locale,
          409,
          INTAKE_COPY[locale].refusals.notRemoved,
        );
      noStore(c);
      return c.redirect(back(found.appointment, found.key, locale, 'file-removed'), 303);
    })
    .post(`${one}/intake`, FORM_LIMIT, async (c) => {
      const db = c.env?.DB;
      if (!db) return c.text(refusalText('storeUnavailable', locale), 503);
      const read = await readFormFields(c.req);
      if (!read.ok) return c.text(refusalText(read.refusal, locale), read.status);
      const found = await opened(c, db, readLink(locale, { reference: c.req.param('reference') }, read.fields));
      if (!found) return notFound(c);
      const { appointment, key } = found;
      const answers = readIntake(locale, read.fields);
      if (!answers.ok)
        return showAppointment(c, db, appointment, key, locale, 400, undefined, {
          form: { values: read.fields, problems: answers.problems },
        });
      const saved = await saveIntake(db, {
        appointmentId: appointment.id,
        reference: appointment.reference,
        locale: appointment.locale,
        actor: PATIENT_ACTOR,
        answers: answers.value,
      });
      if (!saved) return showAppointment(c, db, appointment, key, locale, 409, INTAKE_COPY[locale].intake.closed);
      noStore(c);
      return c.redirect(back(appointment, key, locale, 'intake-saved'), 303);
    });
}

/**
 * A file as the Worker serves it after the check: never cached, never sniffed as another type, shown in the browser
 * (PDF and photos) or saved with its own name; sandboxed so a file can run nothing on the site's origin.
 */
export function fileResponse(
  file: { name: string; contentType: string; size: number },
  body: ReadableStream,
  download: boolean,
): Response {
  return new Response(body, {
    headers: {
      'Content-Type': file.contentType,
      'Content-Length': String(file.size),
      'Content-Disposition': fileDisposition(file.name, download),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
      'Cross-Origin-Resource-Policy': 'same-origin',
      'Referrer-Policy': 'no-referrer',
    },
  });
}

export const patientIntakeRoutes = new Hono<AppEnv>();
for (const locale of LOCALES) patientIntakeRoutes.route('/', routesIn(locale));
