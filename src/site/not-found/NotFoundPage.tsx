// The 404 page, in the language of the address asked for.
import { NOT_FOUND_PATH_ATTRIBUTE } from '../../../shared/not-found';
import { localizedPath } from '../../../shared/i18n/locales';
import { usePage } from '../../render/page-context';
import { pageDef } from '../../site-map/registry';
import type { PageDef } from '../../site-map/types';

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
