// /account: who is signed in, and every request sent with their e-mail address (reference, kind, status, when), with
// the data download and the way to book. Read on the server from the auth server's record of the user: the address
// is never taken from the visitor, so nobody sees requests that are not theirs.
import type { Context } from 'hono';
import { formatIndiaTime } from '../../../shared/i18n/format';
import { localeOfPath, localizedPath, type Locale } from '../../../shared/i18n/locales';
import { isRequestKind } from '../../../shared/requests/kinds';
import type { AppEnv } from '../../env';
import { ScreenUnavailableError } from '../../render/area-routes';
import { MY_DATA_PATH, requestsByEmail, type StoredRequest } from '../../requests';
import { ACCOUNT_COPY } from '../copy';

export function AccountOverview({
  locale,
  email,
  requests,
}: {
  locale: Locale;
  email: string | null;
  requests: readonly StoredRequest[];
}) {
  const copy = ACCOUNT_COPY[locale].overview;
  return (
    <>
      {email && (
        <p className="m-0 text-ink-700">
          {copy.signedInAs} <strong className="text-ink-900 [overflow-wrap:anywhere]">{email}</strong>
        </p>
      )}
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
        <a href={MY_DATA_PATH} className="btn-outline">
          {copy.download}
        </a>
      </p>
    </>
  );
}

export async function overviewScreen(c: Context<AppEnv>, path: string) {
  const { locale } = localeOfPath(path);
  const email = c.get('user')?.email ?? null;
  const db = c.env?.DB;
  if (!db) throw new ScreenUnavailableError(ACCOUNT_COPY[locale].unavailable);
  const requests = email ? await requestsByEmail(db, email) : [];
  return <AccountOverview locale={locale} email={email} requests={requests} />;
}
