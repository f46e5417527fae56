// The no-JavaScript homes of the booking and doctor-request dialogs and of the newsletter box. Each request form
// posts to its own page and is rendered again there when refused.
import { BookingOptions } from '../../render/islands';
import { RequestForm, type RequestFormProps } from '../../render/islands';
import { topicText } from '../../../shared/booking/topic';
import { localizedPath } from '../../../shared/i18n/locales';
import { newFormToken } from '../../../shared/requests/token';
import { AppointmentLookupNote } from '../../booking/AppointmentLookupNote';
import { supportLine, type Booking } from '../../booking/topics';
import type { FormState } from './form-state';
import { usePage } from '../../render/page-context';
import { Alert } from '../../ui/Alert';

function PageHeading({ lead }: { lead?: string }) {
  const { page } = usePage();
  return (
    <>
      <h1 className="text-3xl font-extrabold text-ink-900">{page.title}</h1>
      {lead && <p className="mt-2 text-lg text-ink-700">{lead}</p>}
    </>
  );
}

export function BookPage({
  booking,
  error,
  action,
  form,
}: {
  booking: Booking | null;
  error?: string;
  /** This page's address with its query: where the call-back form posts. */
  action: string;
  form?: FormState;
}) {
  const { config, t, locale } = usePage();
  return (
    <section className="container max-w-2xl py-12">
      <PageHeading lead={booking ? topicText(booking.topic) : undefined} />
      {booking && (
        <>
          <div className="card mt-6">
            <BookingOptions topic={booking.topic} line={supportLine(config)} />
          </div>
          <section aria-labelledby="callback-title" className="card mt-6">
            <h2 id="callback-title" className="mb-3 text-xl font-bold text-ink-900">
              {t.forms.booking.title}
            </h2>
            <RequestForm
              kind="booking"
              action={action}
              idPrefix="callback-page"
              token={newFormToken()}
              consent="callback"
              topic={topicText(booking.topic)}
              defaults={form?.values ?? { language: t.forms.defaultLanguage, timeWindow: 'any' }}
              problems={form?.problems}
              message={form?.message}
              submitLabel={t.forms.booking.submit}
            />
          </section>
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
      <AppointmentLookupNote className="mt-4 text-ink-700" />
    </section>
  );
}

/** A request form's own page: its heading and lead, the form in a card, posting to the page itself. */
function FormPage({
  kind,
  consent,
  submitLabel,
  form,
  children,
}: Pick<RequestFormProps, 'kind' | 'consent' | 'submitLabel' | 'children'> & { form?: FormState }) {
  const { page } = usePage();
  return (
    <section className="container max-w-2xl py-12">
      <PageHeading lead={page.description} />
      <div className="card mt-6">
        <RequestForm
          kind={kind}
          action={page.path}
          idPrefix={`${kind}-page`}
          token={newFormToken()}
          consent={consent}
          defaults={form?.values}
          problems={form?.problems}
          message={form?.message}
          submitLabel={submitLabel}
        >
          {children}
        </RequestForm>
      </div>
    </section>
  );
}

export function DoctorRequestPage({ form }: { form?: FormState }) {
  const { t, locale } = usePage();
  return (
    <FormPage kind="doctor" consent="callback" submitLabel={t.request.submit} form={form}>
      <a href={localizedPath('/doctors', locale)} className="btn-outline">
        {t.request.cancel}
      </a>
    </FormPage>
  );
}

export function NewsletterPage({ form }: { form?: FormState }) {
  const { t } = usePage();
  return <FormPage kind="newsletter" consent="newsletter" submitLabel={t.footer.subscribe} form={form} />;
}
