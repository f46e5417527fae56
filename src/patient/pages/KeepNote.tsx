// On the appointment page, first of all the page a patient lands on after picking a time: keep the reference or this
// page's link, and where to open the appointment again without the link (the lookup by reference and mobile number).
import { localizedPath } from '../../../shared/i18n/locales';
import { APPOINTMENT_LOOKUP_PATH } from '../../content/pages';
import { usePage } from '../../render/page-context';
import { APPOINTMENT_COPY } from '../copy';

export function KeepNote({ reference }: { reference: string }) {
  const { locale, t } = usePage();
  const words = APPOINTMENT_COPY[locale].appointment.keep;
  return (
    <section aria-labelledby="keep-title" data-keep-note="" className="alert-info mt-4">
      <h2 id="keep-title" className="text-lg font-bold">
        {words.title}
      </h2>
      <p className="mt-2">
        {words.reference} <strong className="font-mono text-lg tracking-wide">{reference}</strong>
      </p>
      <p className="mt-2">{words.save}</p>
      <p className="mt-2">
        {words.againBefore}{' '}
        <a href={localizedPath(APPOINTMENT_LOOKUP_PATH, locale)} className="font-semibold">
          {t.appointmentLookup.link}
        </a>{' '}
        {words.againAfter}
      </p>
    </section>
  );
}
