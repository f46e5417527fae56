// /doctor/prescriptions/<number>: the printable prescription of one of the doctor's own records (a draft too, marked
// DRAFT – not valid), in English, with a print button and a no-JavaScript print view (?print=1). Another doctor's
// number answers 404 exactly as an unknown one. Each view writes a row to the medical-record access log.
import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { lenient, readQuery, z } from '../../http/validate';
import { DOCUMENT_WORDS, documentProvider, PrescriptionDocument, printableDocument } from '../../patient';
import { documentForDoctor, logAccess, PRESCRIPTION_NUMBER } from '../../records';
import type { AreaPage } from '../../render/area-routes';
import { PrintButtonIsland } from '../../render/islands';
import { Alert } from '../../ui/Alert';
import { doctorDb, linkedDoctor } from '../guard';
import { DOCTOR_HOME_PATH, prescriptionPath } from '../paths';

/** ?print=1: the printable page (logged as a print). */
const PRINT_QUERY = z.object({ print: lenient((text) => text === '1') });

export function prescriptionPrintActions(_path: string, page: AreaPage): Hono<AppEnv> {
  const words = DOCUMENT_WORDS.en;
  return new Hono<AppEnv>().get(prescriptionPath(':number'), async (c) => {
    const number = c.req.param('number') ?? '';
    const doctor = linkedDoctor(c);
    const db = doctorDb(c);
    const data = PRESCRIPTION_NUMBER.test(number) ? await documentForDoctor(db, doctor.id, number) : null;
    if (!data) {
      c.status(404);
      return page(
        c,
        <Alert tone="error" title="There is no prescription of yours with that number.">
          <a href={DOCTOR_HOME_PATH}>Back to today</a>
        </Alert>,
        'Prescription not found',
      );
    }
    const user = c.get('user');
    const printView = readQuery(PRINT_QUERY, c.req.query()).print;
    await logAccess(db, {
      actor: { id: user?.id ?? doctor.id, email: user?.email ?? null },
      role: 'doctor',
      recordId: data.recordId,
      number,
      what: printView ? 'print' : 'read',
    });
    const provider = documentProvider(c.get('config'));
    const own = prescriptionPath(number);
    c.header('Cache-Control', 'private, no-store');
    c.header('X-Robots-Tag', 'noindex');
    if (printView) return c.html(printableDocument({ data, locale: 'en', provider, back: own }));
    return page(
      c,
      <>
        <div className="rx-tools mb-4 flex flex-wrap items-center gap-3">
          <PrintButtonIsland href={`${own}?print=1`} label={words.print} className="btn-outline" />
          <span className="text-sm text-ink-700">{words.printHelp}</span>
        </div>
        <PrescriptionDocument data={data} locale="en" provider={provider} />
      </>,
      `Prescription ${number}${data.status === 'draft' ? ' (draft)' : ''}`,
    );
  });
}
