// /admin/appointments: every request visitors sent, newest first, with filters, search, pages of 50, a status
// change per request (new → contacted → closed, recorded with who and when) and the CSV export of the filter.
// The admin area is in English; a request's language says which language to call back in.
import {
  isRequestStatus,
  listRequests,
  readInboxQuery,
  recordRequestsExport,
  requestBatches,
  REQUESTS_CSV_HEADER,
  requestCsvRow,
  setRequestStatus,
  type RequestCursor,
} from '../../../requests';
import type { RequestKind } from '../../../../shared/requests/kinds';
import { formatNumber } from '../../../../shared/i18n/format';
import { displayIndianMobile } from '../../../../shared/requests/phone';
import { whatsappAcknowledgementUrl } from '../../../notifications';
import { detailLines } from '../../../requests';
import { inboxSearch, type InboxQuery } from '../../../requests';
import { REQUEST_STATUSES, type StoredRequest } from '../../../requests';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../../env';
import { readFormFields } from '../../../http/form';
import { redirectWithFlash } from '../../../http/flash';
import { csvStream, mapBatches } from '../../../http/csv';
import { refusalText } from '../../../http/refusals';
import { checkFields, lenient, readAs, z } from '../../../http/validate';
import { FORM_LIMIT } from '../../../http/replies';
import { REFERENCE_PATTERN } from '../../../../shared/requests/kinds';
import { appointmentsOfRequests } from '../../../appointments';
import { actorOf, adminDb } from '../../db';
import { FilterSelect, SearchField } from '../../FilterFields';
import { indiaTime } from '../shared/india-time';
import { ListTable } from '../shared/ListTable';
import { KIND_LABELS, STATUS_LABELS } from '../shared/labels';
import { KeysetPager } from '../shared/Pager';

/** Where a request's status form posts, under the inbox's own path. */
export const statusPath = (inbox: string, reference: string) => `${inbox}/${reference}/status`;

/** A request's status change: the status chosen, and the inbox's filter and page to go back to (`back`). */
const STATUS_FORM = z.object({
  status: readAs((text) => (isRequestStatus(text) ? text : null), 'Choose a status: new, contacted or closed.'),
  back: lenient((text) => readInboxQuery(new URLSearchParams(text))),
});

/** The inbox's query string under its tab (?view=requests&...): the appointments are the list's default tab. */
export function requestsSearch(query: InboxQuery, after = query.after): string {
  const rest = inboxSearch(query, after);
  return rest ? `?view=requests&${rest.slice(1)}` : '?view=requests';
}

/** The CSV download of the inbox's current filter, under the inbox's own path. */
export const exportPath = (inbox: string) => `${inbox}/export.csv`;

/** The language of the page a request came from. */
const PAGE_LANGUAGES: Record<string, string> = { en: 'English page', hi: 'Hindi page' };

const kindLabel = (kind: string) => KIND_LABELS[kind as RequestKind] ?? kind;

function Filters({ path, query }: { path: string; query: InboxQuery }) {
  return (
    <form method="get" action={path} className="card grid gap-3 sm:grid-cols-[1fr_1fr_2fr_auto] sm:items-end">
      <input type="hidden" name="view" value="requests" />
      <FilterSelect
        id="inbox-kind"
        name="kind"
        label="Kind"
        value={query.kind}
        all="All kinds"
        options={Object.entries(KIND_LABELS)}
      />
      <FilterSelect
        id="inbox-status"
        name="status"
        label="Status"
        value={query.status}
        all="All statuses"
        options={Object.entries(STATUS_LABELS)}
      />
      <SearchField
        id="inbox-search"
        label="Search name, phone, email or reference"
        value={query.search}
        hint="Finds the start of any word of a name, the start of an e-mail address, the first or last digits of a mobile number, or a whole reference."
      />
      <button type="submit" className="btn-primary">
        Apply
      </button>
    </form>
  );
}

function StatusForm({ path, request, back }: { path: string; request: StoredRequest; back: string }) {
  const id = `status-${request.reference}`;
  return (
    <form method="post" action={statusPath(path, request.reference)} className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="back" value={back} />
      <label htmlFor={id} className="sr-only">
        Status of {request.reference}
      </label>
      <select
        id={id}
        name="status"
        defaultValue={request.status}
        className="min-h-11 rounded-lg border border-slate-400 bg-white px-2"
      >
        {REQUEST_STATUSES.map((status) => (
          <option key={status} value={status}>
            {STATUS_LABELS[status]}
          </option>
        ))}
      </select>
      <button type="submit" className="btn-outline min-h-11 px-3 py-1 text-sm">
        Update<span className="sr-only"> {request.reference}</span>
      </button>
    </form>
  );
}

function RequestRow({
  path,
  request,
  back,
  siteName,
  booked,
}: {
  path: string;
  request: StoredRequest;
  back: string;
  siteName: string;
  /** The appointments made from this request. */
  booked: readonly string[];
}) {
  const whatsapp = whatsappAcknowledgementUrl(request, siteName);
  return (
    <tr className="border-b border-slate-200 align-top">
      <th scope="row" className="whitespace-nowrap py-3 pr-3 font-mono text-sm">
        {request.reference}
      </th>
      <td className="py-3 pr-3 text-sm">{indiaTime(request.createdAt)}</td>
      <td className="py-3 pr-3 text-sm">
        {kindLabel(request.kind)}
        <br />
        <span className="text-ink-600">{PAGE_LANGUAGES[request.locale] ?? request.locale}</span>
      </td>
      <td className="py-3 pr-3 text-sm [overflow-wrap:anywhere]">
        {request.name && <span className="block font-semibold">{request.name}</span>}
        {request.phone && (
          <a href={`tel:${request.phone}`} className="block whitespace-nowrap">
            {displayIndianMobile(request.phone)}
          </a>
        )}
        {whatsapp && (
          <a
            href={whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-1 flex min-h-6 items-center whitespace-nowrap"
          >
            WhatsApp, acknowledgement written<span className="sr-only"> (opens in a new tab)</span>
          </a>
        )}
        {request.email && (
          <a href={`mailto:${request.email}`} className="block">
            {request.email}
          </a>
        )}
      </td>
      <td className="max-w-xs whitespace-pre-line py-3 pr-3 text-sm [overflow-wrap:anywhere]">
        {detailLines(request).join('\n')}
        {booked.map((reference) => (
          <a key={reference} href={`${path}/${reference}`} className="mt-1 block font-mono">
            Appointment {reference}
          </a>
        ))}
        {request.phone && (
          <a href={`${path}/new?request=${request.reference}`} className="mt-1 block whitespace-nowrap">
            Book an appointment<span className="sr-only"> for {request.reference}</span>
          </a>
        )}
      </td>
      <td className="py-3 text-sm">
        <p className="m-0 mb-1 font-semibold">{STATUS_LABELS[request.status]}</p>
        {request.statusChangedAt !== null && (
          <p className="m-0 mb-2 text-ink-600">
            by {request.statusChangedBy} on {indiaTime(request.statusChangedAt)}
          </p>
        )}
        <StatusForm path={path} request={request} back={back} />
      </td>
    </tr>
  );
}

export interface RequestsInboxProps {
  /** The inbox's own path (its menu entry's). */
  path: string;
  /** Signs the WhatsApp acknowledgement. */
  siteName: string;
  query: InboxQuery;
  requests: readonly StoredRequest[];
  total: number;
  /** Where the next page starts; null on the last page. */
  next: RequestCursor | null;
  /** Request reference → the appointments made from it. */
  booked?: ReadonlyMap<string, readonly string[]>;
}

export function RequestsInbox({ path, siteName, query, requests, total, next, booked }: RequestsInboxProps) {
  const back = requestsSearch(query);
  const exportFilter = inboxSearch(query);
  return (
    <div className="grid gap-6">
      <p className="m-0 max-w-3xl text-ink-700">
        Call-backs, doctor requests, contact messages, privacy and refund requests and newsletter sign-ups, newest
        first. Call back in the request's language, then mark it contacted; close it when nothing more is needed.
      </p>
      <Filters path={path} query={query} />
      <ListTable
        summary={
          total === 0 ? 'No requests match.' : `Showing ${formatNumber(requests.length)} of ${formatNumber(total)}`
        }
        beside={
          <a href={`${exportPath(path)}${exportFilter}`} className="btn-outline">
            Export CSV
          </a>
        }
        rows={requests}
        row={(request) => (
          <RequestRow
            path={path}
            key={request.reference}
            request={request}
            back={back}
            siteName={siteName}
            booked={booked?.get(request.reference) ?? []}
          />
        )}
        caption="Requests, newest first"
        headers={['Reference', 'Received', 'Kind', 'Contact', 'Details', 'Status']}
        minWidth="min-w-[56rem]"
        pager={
          <KeysetPager
            first={query.after ? `${path}${requestsSearch(query, null)}` : null}
            next={next ? `${path}${requestsSearch(query, next)}` : null}
          />
        }
      />
    </div>
  );
}

/** The inbox: the filter and page asked for, read from the address. */
export async function inboxScreen(c: Context<AppEnv>, path: string) {
  const query = readInboxQuery(new URL(c.req.url).searchParams);
  const db = adminDb(c);
  const { requests, total, next } = await listRequests(db, query, query.after);
  const booked = await appointmentsOfRequests(
    db,
    requests.map((request) => request.reference),
  );
  return (
    <RequestsInbox
      path={path}
      siteName={c.get('config').siteName}
      query={query}
      requests={requests}
      total={total}
      next={next}
      booked={booked}
    />
  );
}

/** The inbox's CSV download (audited) and each request's status form. */
export function inboxActions(path: string) {
  return new Hono<AppEnv>()
    .get(exportPath(path), async (c) => {
      const { after: _, ...filter } = readInboxQuery(new URL(c.req.url).searchParams);
      const now = Date.now();
      const db = adminDb(c);
      // Every matching request, however many: recorded first, then streamed a batch at a time.
      await recordRequestsExport(db, filter, actorOf(c), now);
      const day = new Date(now).toISOString().slice(0, 10);
      const rows = mapBatches(requestBatches(db, filter), requestCsvRow);
      return csvStream(`requests-${day}.csv`, REQUESTS_CSV_HEADER, rows);
    })
    .post(statusPath(path, ':reference'), FORM_LIMIT, async (c) => {
      const db = adminDb(c);
      const reference = c.req.param('reference') ?? '';
      const read = await readFormFields(c.req);
      if (!read.ok) return c.text(refusalText(read.refusal, 'en'), read.status);
      if (!REFERENCE_PATTERN.test(reference)) return c.text('There is no request with that reference.', 404);
      const checked = checkFields(STATUS_FORM, read.fields);
      if (!checked.ok) return c.text(Object.values(checked.problems).join(' '), 400);
      const { status, back: filter } = checked.value;
      const result = await setRequestStatus(db, reference, status, actorOf(c), Date.now());
      if (!result.found) return c.text('There is no request with that reference.', 404);
      // Back to the same filter and page, rebuilt from known keys only (never a free-form redirect).
      return redirectWithFlash(c, `${path}${requestsSearch(filter)}`, 'request-status-updated');
    });
}
