// The admin inbox's query string (?kind=&status=&q=&after=), read leniently: an unknown value means "all", so a
// stale bookmark still opens the inbox. The same filter drives the list, the CSV export and the way back after a
// status change.
import { isRequestKind } from '../../shared/requests/kinds';
import { readCursor } from '../http/keyset';
import { isRequestStatus, type RequestCursor, type RequestFilter } from './store';

export interface InboxQuery extends RequestFilter {
  /** Where the page starts (after this request); the newest first without one. */
  after: RequestCursor | null;
}

export function readInboxQuery(params: URLSearchParams): InboxQuery {
  const kind = params.get('kind');
  const status = params.get('status');
  const search = params.get('q')?.trim().slice(0, 100);
  // ?after=<received at>.<id>: the last request of the page before.
  const cursor = readCursor(params.get('after'));
  return {
    kind: isRequestKind(kind) ? kind : undefined,
    status: isRequestStatus(status) ? status : undefined,
    search: search || undefined,
    after: cursor ? { createdAt: cursor[0], id: cursor[1] } : null,
  };
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

/** A list's ?page= (1 to 100,000; 1 for anything else), for the lists that still page by number. */
export function pageNumberOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}
