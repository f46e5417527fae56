// The admin inbox's query string (?kind=&status=&q=&after=), read leniently: an unknown value means "all", so a
// stale bookmark still opens the inbox. The same filter drives the list, the CSV export and the way back after a
// status change.
import { isRequestKind } from '../../shared/requests/kinds';
import { cursorField, lenient, queryFields, readQuery, searchField, z } from '../http/validate';
import { isRequestStatus, type RequestCursor, type RequestFilter } from './store';

export interface InboxQuery extends RequestFilter {
  /** Where the page starts (after this request); the newest first without one. */
  after: RequestCursor | null;
}

/** The inbox's query string: each unknown or malformed value read as "all" (or the first page). */
const INBOX_QUERY = z.object({
  kind: lenient((text) => (isRequestKind(text) ? text : undefined)),
  status: lenient((text) => (isRequestStatus(text) ? text : undefined)),
  q: searchField(100),
  // ?after=<received at>.<id>: the last request of the page before.
  after: cursorField((createdAt, id): RequestCursor => ({ createdAt, id })),
});

export function readInboxQuery(params: URLSearchParams): InboxQuery {
  const { q, ...rest } = readQuery(INBOX_QUERY, queryFields(params));
  return { ...rest, search: q };
}

/** The query string for `query` ("" when it is the default view), starting after `after` (none: the first page). */
export function inboxSearch(query: RequestFilter, after: RequestCursor | null = null): string {
  const params = new URLSearchParams();
  if (query.kind) params.set('kind', query.kind);
  if (query.status) params.set('status', query.status);
  if (query.search) params.set('q', query.search);
  if (after) params.set('after', `${after.createdAt}.${after.id}`);
  const text = params.toString();
  return text ? `?${text}` : '';
}
