// A line for a patient who has booked already: where to open the appointment again (the lookup by reference and mobile
// number), on the pages they book or ask about money from. In the page's language.
import { localizedPath } from '../../shared/i18n/locales';
import { APPOINTMENT_LOOKUP_PATH } from '../content/pages';
import { usePage } from '../render/page-context';

export function appointmentLookupHref(locale: Parameters<typeof localizedPath>[1]): string {
  return localizedPath(APPOINTMENT_LOOKUP_PATH, locale);
}

export function AppointmentLookupNote({ className = '' }: { className?: string }) {
  const { t, locale } = usePage();
  return (
    <p data-appointment-lookup="" className={className}>
      {t.appointmentLookup.lead}{' '}
      <a href={appointmentLookupHref(locale)} className="font-semibold">
        {t.appointmentLookup.link}
      </a>
    </p>
  );
}
