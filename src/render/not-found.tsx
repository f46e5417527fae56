// The 404 page, in the language of the address asked for, and the answers that render it: the site's (in the site's
// document, with its booking call-to-action) and a signed-in area's (in the staff document). Every audience answers
// an unknown address with this one page.
import type { Context } from 'hono';
import { NOT_FOUND_PATH_ATTRIBUTE } from '../../shared/not-found';
import { localeOfPath, localizedPath } from '../../shared/i18n/locales';
import type { AppEnv } from '../env';
import { pageDef } from '../site-map/registry';
import type { PageDef } from '../site-map/types';
import { usePage } from './page-context';

export const NOT_FOUND_PAGE: PageDef = pageDef('not-found');

export function NotFoundPage() {
  const { t, locale, url } = usePage();
  return (
    <section className="container py-20 text-center" {...{ [NOT_FOUND_PATH_ATTRIBUTE]: url.pathname }}>
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

/** The answer to an address no route knows: the 404 page in the language of the address asked for. */
export function notFound(c: Context<AppEnv>) {
  const path = new URL(c.req.url).pathname;
  console.warn(`404 Not Found: ${c.req.method} ${path}`);
  c.status(404);
  // The 404 page keeps the booking call-to-action every page has.
  return c.render(<NotFoundPage />, { page: pageDef('not-found', localeOfPath(path).locale) });
}

/** The same page inside a signed-in area (admin, doctor), in the staff document. */
export function areaNotFound(c: Context<AppEnv>) {
  c.status(404);
  return c.render(<NotFoundPage />, { page: NOT_FOUND_PAGE, layout: 'admin' });
}
