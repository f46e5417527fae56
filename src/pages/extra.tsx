// Pages outside the spec's route table: the no-JavaScript homes of the booking and doctor-request dialogs, and 404.
import { BookingOptions } from '../../client/booking/BookingOptions';
import { NOT_FOUND_TITLE } from '../../shared/messages';
import { RequestDoctorFields } from '../../client/request/RequestDoctorFields';
import type { DoctorRequest, DoctorRequestField } from '../../shared/requests/doctor-request';
import { supportLine, type Booking } from '../booking';
import { usePage } from '../render/page-context';
import { pageDef } from './registry';
import type { PageDef } from './types';

export const BOOK_PAGE: PageDef = pageDef('book');
export const DOCTOR_REQUEST_PAGE: PageDef = pageDef('doctor-request');
export const NOT_FOUND_PAGE: PageDef = pageDef('not-found');

function Alert({ title, children }: { title: string; children?: string }) {
  return (
    <div role="alert" className="mt-6 rounded-lg border-l-4 border-red-700 bg-red-50 px-4 py-3 text-red-900">
      <p className="m-0 font-semibold">{title}</p>
      {children && <p className="m-0 mt-1">{children}</p>}
    </div>
  );
}

export function BookPage({ booking, error }: { booking: Booking | null; error?: string }) {
  const { config } = usePage();
  return (
    <section className="container max-w-2xl py-12">
      <h1 className="text-3xl font-extrabold text-ink-900">Book a consultation</h1>
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
        <Alert title={error}>
          Call or message us and a coordinator will help you find the right doctor.
        </Alert>
      )}
      <p className="mt-6">
        <a href="/doctors">See all doctors</a>
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
  return (
    <section className="container max-w-2xl py-12">
      <h1 className="text-3xl font-extrabold text-ink-900">{DOCTOR_REQUEST_PAGE.title}</h1>
      <p className="mt-2 text-lg text-ink-700">{DOCTOR_REQUEST_PAGE.description}</p>
      {error && <Alert title={error.title}>{error.description}</Alert>}
      <form method="post" action={DOCTOR_REQUEST_PAGE.path} className="card mt-6">
        <RequestDoctorFields idPrefix="request-page" defaults={values} invalid={invalid} />
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <a href="/doctors" className="btn-outline">
            Cancel
          </a>
          <button type="submit" className="btn-primary">
            Submit Request
          </button>
        </div>
      </form>
    </section>
  );
}

export function NotFoundPage() {
  return (
    <section className="container py-20 text-center">
      <p className="text-6xl font-extrabold text-brand-800">404</p>
      <h1 className="mt-4 text-2xl font-bold text-ink-900">{NOT_FOUND_TITLE}</h1>
      <p className="mt-6">
        <a href="/" className="btn-primary">
          Return to Home
        </a>
      </p>
    </section>
  );
}
