// The consultation record's routes, under the /doctor guard, each scoped to the signed-in doctor's own appointment
// (another doctor's or an unknown reference: 404, nothing written):
//   GET  .../record            the page (record-page.tsx)
//   POST .../record            save the record (saveRecord): 303 back with a flash, or 400 with each field's message
//   POST .../record/lines      add a medicine (addDraftLine): refused by a guideline rule, 400 with the rule and why
//   POST .../record/remove     remove one medicine from the draft (replaceDraftLines with the others)
//   GET  .../record/issue      the confirmation: issued means for good
//   POST .../record/issue      issue the draft (issuePrescription): a missing age refused with the rule's message
//   POST .../record/supersede  start a correction: a new draft that names the issued one (supersede)
// The stores check the status, the doctor and the rules again in SQL; every change is audited there.
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../env';
import { inBackground } from '../../http/background';
import { readFlash, redirectWithFlash } from '../../http/flash';
import { FORM_LIMIT, readFormFields } from '../../http/form';
import { lenient, readQuery, z } from '../../http/validate';
import { refusalText } from '../../http/refusals';
import {
  addDraftLine,
  issuePrescription,
  lineInputOf,
  prescriptionsForDoctor,
  replaceDraftLines,
  saveRecord,
  supersede,
  type LineInput,
  type LinesRefusal,
  type Refusal,
} from '../../records';
import { handOver } from '../../notifications';
import { openFile } from '../../intake';
import { fileResponse, readFileId } from '../../patient';
import type { AreaPage } from '../../render/area-routes';
import { doctorDb, linkedDoctor } from '../guard';
import { recordPath } from '../paths';
import { lineOfForm, recordInput, recordMasters, valuesOfForm } from './record-data';
import { fieldIdOf } from './record-form';
import { notYours, ownAppointment, showIssueConfirm, showRecord } from './record-page';

const RECORD = '/doctor/appointments/:reference/record';

const actorOf = (c: Context<AppEnv>) => {
  const user = c.get('user');
  return { id: user?.id ?? 'unknown', email: user?.email ?? null };
};

type Refused = Refusal | LinesRefusal;

/**
 * The draft's line to remove, by its position (a line the draft no longer has, or text that is none, is answered as
 * a medicine no longer on the draft), and the issued prescription to correct, by its number (the records module
 * checks it is this doctor's).
 */
const REMOVE_FORM = z.object({ position: lenient(Number) });
const SUPERSEDE_FORM = z.object({ number: lenient((text) => text.trim()) });

export function recordActions(_path: string, page: AreaPage): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  /** A store's refusal as the page again: 404 the not-found page, 409 the record with the reason. */
  const refused = (c: Context<AppEnv>, reference: string, refusal: Refused, title: string) => {
    if (refusal.status === 404) return notYours(c, page);
    return showRecord(c, page, reference, { status: refusal.status, notice: { title, text: refusal.message } });
  };

  /** The posted form's fields, after checking the appointment is this doctor's; a Response when it is not. */
  const readPost = async (c: Context<AppEnv>): Promise<Response | { fields: Record<string, string> }> => {
    const reference = c.req.param('reference') ?? '';
    const read = await readFormFields(c.req);
    if (!read.ok) {
      return showRecord(c, page, reference, {
        status: read.status,
        notice: { title: 'The form could not be read', text: refusalText(read.refusal, 'en') },
      });
    }
    if (!(await ownAppointment(c, reference))) return notYours(c, page);
    return { fields: read.fields };
  };

  routes.get(RECORD, readFlash, (c) => showRecord(c, page, c.req.param('reference')));

  // A patient's file of this doctor's appointment, served after the check and logged as the doctor's view or
  // download; another doctor's appointment or a file not of it: the same 404, nothing of the file.
  routes.get('/doctor/appointments/:reference/files/:file', async (c) => {
    const appointment = await ownAppointment(c, c.req.param('reference'));
    const fileId = readFileId(c.req.param('file'));
    const bucket = c.env?.FILES;
    if (!appointment || fileId === null || !bucket) return notYours(c, page);
    const download = c.req.query('download') === '1';
    const served = await openFile(doctorDb(c), bucket, appointment.id, fileId, {
      actor: actorOf(c),
      role: 'doctor',
      what: download ? 'download' : 'view',
    });
    if (!served) return notYours(c, page);
    return fileResponse(served.file, served.body, download);
  });

  routes.post(RECORD, FORM_LIMIT, async (c) => {
    const reference = c.req.param('reference');
    const posted = await readPost(c);
    if (posted instanceof Response) return posted;
    const db = doctorDb(c);
    const values = valuesOfForm(posted.fields);
    const { vitals } = await recordMasters(db);
    const saved = await saveRecord(db, linkedDoctor(c).id, reference, recordInput(values, vitals), actorOf(c));
    if (saved.ok) return redirectWithFlash(c, recordPath(reference), 'record-saved');
    if (saved.status === 400) {
      return showRecord(c, page, reference, {
        status: 400,
        notice: {
          title: 'The record is not saved: some fields need a correction',
          links: Object.entries(saved.errors ?? {}).map(([key, text]) => ({ href: `#${fieldIdOf(key)}`, text })),
        },
        form: { values, errors: saved.errors ?? {} },
      });
    }
    return refused(c, reference, saved, 'The record is not saved');
  });

  /** A refused line change: the page with the add form as typed and each refusal (400), or the store's 404/409. */
  const lineRefused = (c: Context<AppEnv>, reference: string, refusal: Refused, values: LineInput, title: string) => {
    if (refusal.status === 400 && 'lines' in refusal) {
      return showRecord(c, page, reference, {
        status: 400,
        notice: { title, links: [{ href: '#add-line-heading', text: 'See why under “Add a medicine”.' }] },
        line: { values, refusals: refusal.lines },
      });
    }
    return refused(c, reference, refusal, title);
  };

  routes.post(`${RECORD}/lines`, FORM_LIMIT, async (c) => {
    const reference = c.req.param('reference');
    const posted = await readPost(c);
    if (posted instanceof Response) return posted;
    const line = lineOfForm(posted.fields);
    const added = await addDraftLine(doctorDb(c), linkedDoctor(c).id, reference, line, actorOf(c));
    if (added.ok) return redirectWithFlash(c, recordPath(reference), 'record-line-added');
    return lineRefused(c, reference, added, line, 'The medicine is not added');
  });

  routes.post(`${RECORD}/remove`, FORM_LIMIT, async (c) => {
    const reference = c.req.param('reference');
    const posted = await readPost(c);
    if (posted instanceof Response) return posted;
    const db = doctorDb(c);
    const doctor = linkedDoctor(c);
    const draft = ((await prescriptionsForDoctor(db, doctor.id, reference)) ?? []).find(
      (prescription) => prescription.status === 'draft',
    );
    const { position } = readQuery(REMOVE_FORM, posted.fields);
    if (!draft?.lines.some((line) => line.position === position)) {
      return showRecord(c, page, reference, {
        status: 409,
        notice: { title: 'Nothing removed', text: 'That medicine is no longer on the draft.' },
      });
    }
    const kept = draft.lines.filter((line) => line.position !== position).map(lineInputOf);
    const done = await replaceDraftLines(db, doctor.id, reference, kept, actorOf(c));
    if (done.ok) return redirectWithFlash(c, recordPath(reference), 'record-line-removed');
    return refused(c, reference, done, 'Nothing removed');
  });

  routes.get(`${RECORD}/issue`, (c) => showIssueConfirm(c, page, c.req.param('reference')));

  routes.post(`${RECORD}/issue`, FORM_LIMIT, async (c) => {
    const reference = c.req.param('reference');
    const posted = await readPost(c);
    if (posted instanceof Response) return posted;
    const now = Date.now();
    const issued = await issuePrescription(doctorDb(c), linkedDoctor(c).id, reference, actorOf(c), now);
    if (issued.ok) {
      // The patient's mail is in the outbox with the issue; handed to the queue now, or by the cron sweep.
      inBackground(c, handOver(c.env, issued.notifications, now));
      return redirectWithFlash(c, recordPath(reference), 'record-prescription-issued');
    }
    if (issued.status === 400 && 'lines' in issued) {
      const rule = 'rule' in issued ? issued.rule : issued.lines[0]?.rule;
      const text = 'rule' in issued ? issued.message : (issued.lines[0]?.reason ?? issued.message);
      return showRecord(c, page, reference, {
        status: 400,
        notice: { title: 'The prescription is not issued', text, ...(rule ? { rule } : {}) },
      });
    }
    return refused(c, reference, issued, 'The prescription is not issued');
  });

  routes.post(`${RECORD}/supersede`, FORM_LIMIT, async (c) => {
    const reference = c.req.param('reference');
    const posted = await readPost(c);
    if (posted instanceof Response) return posted;
    const { number } = readQuery(SUPERSEDE_FORM, posted.fields);
    const started = await supersede(doctorDb(c), linkedDoctor(c).id, reference, number, actorOf(c));
    if (started.ok) return redirectWithFlash(c, recordPath(reference), 'record-correction-started');
    if (started.status === 404 && (await ownAppointment(c, reference))) {
      return showRecord(c, page, reference, {
        status: 404,
        notice: { title: 'No correction started', text: started.message },
      });
    }
    return refused(c, reference, started, 'No correction started');
  });

  // Any other form posted under an appointment (no such action): the doctor area's 404 page, not the site's.
  routes.post('/doctor/appointments/*', FORM_LIMIT, (c) => notYours(c, page));

  return routes;
}
