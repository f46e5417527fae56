// /doctor/records: the signed-in doctor's consultation records, newest consultation first, 50 a page: the patient,
// the India date, the appointment's reference and where its prescription stands, each linking to the record page.
// No medical content here (no diagnosis): the record page shows it, and logs the read.
import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import { lenient, readQuery, z } from '../../http/validate';
import { doctorRecordList, type DoctorRecordItem } from '../../records';
import { doctorDb, linkedDoctor } from '../guard';
import { fullDay } from '../india';
import { recordPath, recordsPagePath } from '../paths';

function prescriptionState(item: DoctorRecordItem): string {
  if (item.issued && item.draft) return `Issued ${item.issued}; correction in draft`;
  if (item.issued) return `Issued ${item.issued}`;
  if (item.draft) return 'Draft';
  return 'None';
}

/** ?page=2 and on (to 99,999, written plainly); anything else is the first page. */
const RECORDS_QUERY = z.object({ page: lenient((text) => (/^[1-9]\d{0,4}$/.test(text) ? Number(text) : 1)) });

export async function recordsScreen(c: Context<AppEnv>) {
  const { page } = readQuery(RECORDS_QUERY, c.req.query());
  const { items, more } = await doctorRecordList(doctorDb(c), linkedDoctor(c).id, page);
  if (items.length === 0) {
    return (
      <p className="m-0 text-ink-700">
        {page === 1
          ? 'No consultation records yet. A record is written from an appointment once its consultation has started.'
          : 'No records on this page.'}{' '}
        {page > 1 && <a href={recordsPagePath(1)}>First page</a>}
      </p>
    );
  }
  return (
    <div className="grid gap-4">
      <p className="m-0 text-ink-700">Newest consultation first. Dates are India time.</p>
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
        <table className="w-full border-collapse text-left">
          <caption className="sr-only">Your consultation records{page > 1 ? `, page ${page}` : ''}</caption>
          <thead>
            <tr className="border-b-2 border-slate-300">
              {['Patient', 'Date', 'Reference', 'Prescription'].map((head) => (
                <th key={head} scope="col" className="px-3 py-2">
                  {head}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.reference} className="border-b border-slate-200">
                <th scope="row" className="px-3 py-2 font-semibold">
                  <a href={recordPath(item.reference)} className="inline-flex min-h-6 items-center">
                    {item.patientName}
                  </a>
                </th>
                <td className="px-3 py-2">{fullDay(item.start)}</td>
                <td className="px-3 py-2 font-mono">{item.reference}</td>
                <td className="px-3 py-2">{prescriptionState(item)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {(page > 1 || more) && (
        <nav aria-label="Pages of records" className="flex flex-wrap justify-between gap-3">
          {page > 1 ? (
            <a href={recordsPagePath(page - 1)} className="inline-flex min-h-11 items-center">
              ← Newer records
            </a>
          ) : (
            <span />
          )}
          {more && (
            <a href={recordsPagePath(page + 1)} className="inline-flex min-h-11 items-center">
              Older records →
            </a>
          )}
        </nav>
      )}
    </div>
  );
}
