// Pages outside the spec's route table: the no-JavaScript homes of the booking and doctor-request dialogs, and 404.
import { BookingOptions } from '../../client/booking/BookingOptions';
import { Alert } from '../ui/Alert';
import { localizedPath } from '../../shared/i18n/locales';
import { RequestDoctorFields } from '../../client/request/RequestDoctorFields';
import type { DoctorRequest, DoctorRequestField } from '../../shared/requests/doctor-request';
import { supportLine, type Booking } from '../booking';
import { usePage } from '../render/page-context';
import { pageDef } from './registry';
import type { PageDef } from './types';

export const NOT_FOUND_PAGE: PageDef = pageDef('not-found');

export function BookPage({ booking, error }: { booking: Booking | null; error?: string }) {
  const { config, page, t, locale } = usePage();
  return (
    <section className="container max-w-2xl py-12">
      <h1 className="text-3xl font-extrabold text-ink-900">{page.title}</h1>
      {booking && (
        <>
          <p className="mt-2 text-lg text-ink-700">
            {booking.topic.subject}
            {booking.topic.detail ? ` · ${booking.topic.detail}` : ''}
          </p>
          <div className="card mt-6">
            <BookingOptions topic={booking.topic} line={supportLine(config)} />
          </div>
        </>
      )}
      {error && (
        <Alert tone="error" title={error} className="mt-6">
          {t.booking.helpFindDoctor}
        </Alert>
      )}
      <p className="mt-6">
        <a href={localizedPath('/doctors', locale)}>{t.booking.seeAllDoctors}</a>
      </p>
    </section>
  );
}

export function DoctorRequestPage({
  values,
  invalid = [],
  error,
}: {
  values?: Partial<DoctorRequest>;
  invalid?: readonly DoctorRequestField[];
  error?: { title: string; description?: string };
}) {
  const { page, t, locale } = usePage();
  return (
    <section className="container max-w-2xl py-12">
      <h1 className="text-3xl font-extrabold text-ink-900">{page.title}</h1>
      <p className="mt-2 text-lg text-ink-700">{page.description}</p>
      {error && (
        <Alert tone="error" title={error.title} className="mt-6">
          {error.description}
        </Alert>
      )}
      <form method="post" action={page.path} className="card mt-6">
        <RequestDoctorFields idPrefix="request-page" defaults={values} invalid={invalid} />
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <a href={localizedPath('/doctors', locale)} className="btn-outline">
            {t.request.cancel}
          </a>
          <button type="submit" className="btn-primary">
            {t.request.submit}
          </button>
        </div>
      </form>
    </section>
  );
}

export function NotFoundPage() {
  const { t, locale } = usePage();
  return (
    <section className="container py-20 text-center">
      <p className="text-6xl font-extrabold text-brand-800">404</p>
      <h1 className="mt-4 text-2xl font-bold text-ink-900">{t.notFound.title}</h1>
      <p className="mt-6">
        <a href={localizedPath('/', locale)} className="btn-primary">
          {t.notFound.returnHome}
        </a>
      </p>
    </section>
  );
}
