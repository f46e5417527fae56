// /account: who is signed in, their next appointments, and their requests (reference, kind, status, when), with
// the way to book and the data download. Everything is read through the linking rule (../linked.ts): made while
// signed in, or sent with the account's confirmed e-mail address; the address is never taken from the visitor.
import type { Context } from 'hono';
import { formatIndiaTime } from '../../../shared/i18n/format';
import { localeOfPath, localizedPath, type Locale } from '../../../shared/i18n/locales';
import { isRequestKind } from '../../../shared/requests/kinds';
import { displayIndianMobile } from '../../../shared/requests/phone';
import type { AppEnv } from '../../env';
import { MY_DATA_PATH } from '../../requests';
import { ACCOUNT_COPY } from '../copy';
import { isUpcoming, ownedAppointments, ownedRequests, type OwnedRequest } from '../linked';
import { ACCOUNT_APPOINTMENTS_PATH, ACCOUNT_RECORDS_PATH } from '../paths';
import { AppointmentList, type LinkedAppointment, ownerAndDb, withLinks } from './Appointments';

/** How many of the next appointments the overview shows; the Appointments screen has them all. */
const NEXT_SHOWN = 3;

export function AccountOverview({
  locale,
  email,
  confirmed,
  phone,
  next,
  requests,
}: {
  locale: Locale;
  email: string | null;
  confirmed: boolean;
  /** The mobile the auth server verified ('+91' and ten digits), or null. */
  phone: string | null;
  next: readonly LinkedAppointment[];
  requests: readonly OwnedRequest[];
}) {
  const copy = ACCOUNT_COPY[locale].overview;
  return (
    <>
      {(email || phone) && (
        <p className="m-0 text-ink-700">
          {copy.signedInAs}{' '}
          <strong className="text-ink-900 [overflow-wrap:anywhere]">
            {email ?? (phone ? displayIndianMobile(phone) : '')}
          </strong>
          {email && phone && <> · {displayIndianMobile(phone)}</>}
        </p>
      )}
      {phone && <p className="m-0 mt-2 text-ink-700">{copy.byPhone}</p>}
      {!confirmed && email && (
        <p className="m-0 mt-2 text-ink-700">{phone ? copy.unconfirmedBesidePhone : copy.unconfirmed}</p>
      )}
      <section aria-labelledby="account-next" className="mt-6">
        <h2 id="account-next" className="m-0 text-xl font-bold text-ink-900">
          {copy.nextTitle}
        </h2>
        <div className="mt-3">
          {next.length === 0 ? (
            <p className="m-0 text-ink-700">{copy.noNext}</p>
          ) : (
            <AppointmentList items={next} locale={locale} />
          )}
        </div>
        <p className="m-0 mt-3">
          <a href={localizedPath(ACCOUNT_APPOINTMENTS_PATH, locale)}>{copy.allAppointments}</a>
        </p>
        <p className="m-0 mt-2">
          <a href={localizedPath(ACCOUNT_RECORDS_PATH, locale)}>{ACCOUNT_COPY[locale].records.overviewLink}</a>
        </p>
      </section>
      <section aria-labelledby="account-requests" className="card mt-6">
        <h2 id="account-requests" className="m-0 text-xl font-bold text-ink-900">
          {copy.requestsTitle}
        </h2>
        <p className="m-0 mt-2 text-ink-700">{copy.requestsLead}</p>
        {requests.length === 0 ? (
          <p className="m-0 mt-4 text-ink-700">{copy.none}</p>
        ) : (
          <div className="mt-4 overflow-x-auto">
            <table className="w-full border-collapse text-left text-sm">
              <thead>
                <tr className="border-b border-slate-300">
                  <th scope="col" className="py-2 pr-3">
                    {copy.columns.reference}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {copy.columns.kind}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {copy.columns.status}
                  </th>
                  <th scope="col" className="py-2">
                    {copy.columns.received}
                  </th>
                </tr>
              </thead>
              <tbody>
                {requests.map((request) => (
                  <tr key={request.reference} className="border-b border-slate-200">
                    <th scope="row" className="whitespace-nowrap py-2 pr-3 font-mono">
                      {request.reference}
                    </th>
                    <td className="py-2 pr-3">
                      {isRequestKind(request.kind) ? copy.kinds[request.kind] : request.kind}
                    </td>
                    <td className="py-2 pr-3">{copy.statuses[request.status]}</td>
                    <td className="py-2">{formatIndiaTime(request.createdAt, locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <p className="mt-6 flex flex-wrap gap-3">
        <a href={localizedPath('/book', locale)} className="btn-primary">
          {copy.book}
        </a>
        <a href={localizedPath(MY_DATA_PATH, locale)} className="btn-outline">
          {copy.download}
        </a>
      </p>
    </>
  );
}

export async function overviewScreen(c: Context<AppEnv>, path: string) {
  const { locale } = localeOfPath(path);
  const { db, owner, user } = ownerAndDb(c, locale);
  const [appointments, requests] = await Promise.all([ownedAppointments(db, owner), ownedRequests(db, owner)]);
  const now = Date.now();
  const upcoming = appointments
    .filter((a) => isUpcoming(a, now))
    .reverse()
    .slice(0, NEXT_SHOWN);
  const next = await withLinks(c, localizedPath(ACCOUNT_APPOINTMENTS_PATH, locale), upcoming);
  return (
    <AccountOverview
      locale={locale}
      email={user.email}
      confirmed={user.emailConfirmed}
      phone={user.verifiedPhone ?? null}
      next={next}
      requests={requests}
    />
  );
}
