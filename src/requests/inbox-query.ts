// The admin inbox's query string (?kind=&status=&q=&page=), read leniently: an unknown value means "all", so a
// stale bookmark still opens the inbox. The same filter drives the list, the CSV export and the way back after a
// status change.
import { isRequestKind } from '../../shared/requests/kinds';
import { isRequestStatus, type RequestFilter } from './store';

export interface InboxQuery extends RequestFilter {
  page: number;
}

export function readInboxQuery(params: URLSearchParams): InboxQuery {
  const kind = params.get('kind');
  const status = params.get('status');
  const search = params.get('q')?.trim().slice(0, 100);
  const page = Number(params.get('page'));
  return {
    kind: isRequestKind(kind) ? kind : undefined,
    status: isRequestStatus(status) ? status : undefined,
    search: search || undefined,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The query string for `query` ("" when it is the default view), with `page` overridden if given. */
export function inboxSearch(query: InboxQuery, page = query.page): string {
  const params = new URLSearchParams();
  if (query.kind) params.set('kind', query.kind);
  if (query.status) params.set('status', query.status);
  if (query.search) params.set('q', query.search);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
