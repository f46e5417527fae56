// Under "Who opened your records": who opened or downloaded the files added to the account's appointments (the
// patient by the appointment's key, the appointment's doctor), newest 50. Reading this list writes no row itself.
import { formatIndiaTime } from '../../../shared/i18n/format';
import type { Locale } from '../../../shared/i18n/locales';
import type { FileAccessRow } from '../../intake';
import { INTAKE_COPY } from '../../patient';

export function FilesAccess({ rows, locale }: { rows: FileAccessRow[]; locale: Locale }) {
  const words = INTAKE_COPY[locale].access;
  return (
    <section aria-labelledby="files-access-heading" className="mt-6">
      <h2 id="files-access-heading" className="m-0 text-2xl font-bold text-ink-900">
        {words.heading}
      </h2>
      {rows.length === 0 ? (
        <p className="m-0 mt-2 text-ink-700">{words.none}</p>
      ) : (
        <ol className="m-0 mt-4 grid list-none gap-3 p-0" aria-labelledby="files-access-heading">
          {rows.map((row) => (
            <li key={row.id} className="card" data-file-access={row.action}>
              <p className="m-0 text-sm font-semibold text-ink-700">{formatIndiaTime(row.at, locale)}</p>
              <p className="m-0 mt-1 font-bold text-ink-900">
                {row.role === 'doctor' ? words.doctor(row.doctorName) : words.you}
              </p>
              <p className="m-0 mt-1 break-words text-ink-700">
                {words[row.action]}: {row.fileName} · {row.reference}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
