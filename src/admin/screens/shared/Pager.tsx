// The admin lists' page links: by page number (Pager, with shownRange's "51–100 of 240") or read by key
// (KeysetPager: back to the first page, and on to the next).
import { formatNumber } from '../../../../shared/i18n/format';
import { PAGE_SIZE } from '../../../requests';

/** '51–100 of 240': the rows of one page of a list, with the list's own page size. */
export function shownRange(page: number, total: number, pageSize = PAGE_SIZE): string {
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return `${formatNumber(first)}–${formatNumber(last)} of ${formatNumber(total)}`;
}

export function Pager({
  query,
  total,
  path,
  search,
  pageSize = PAGE_SIZE,
}: {
  query: { page: number };
  total: number;
  path: string;
  search: (page: number) => string;
  /** The list's page size (the requests' 50 unless given). */
  pageSize?: number;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages === 1) return null;
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center gap-3">
      {query.page > 1 && (
        <a href={`${path}${search(query.page - 1)}`} className="btn-outline" rel="prev">
          Previous page
        </a>
      )}
      <span>
        Page {formatNumber(query.page)} of {formatNumber(pages)}
      </span>
      {query.page < pages && (
        <a href={`${path}${search(query.page + 1)}`} className="btn-outline" rel="next">
          Next page
        </a>
      )}
    </nav>
  );
}

/** A list read by key: back to its first page, and on to the next (each null when there is none). */
export function KeysetPager({ first, next }: { first: string | null; next: string | null }) {
  if (!first && !next) return null;
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center gap-3">
      {first && (
        <a href={first} className="btn-outline">
          First page
        </a>
      )}
      {next && (
        <a href={next} className="btn-outline" rel="next">
          Next page
        </a>
      )}
    </nav>
  );
}
