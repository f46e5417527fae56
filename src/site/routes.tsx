// The public site's routes: every page of the site map in each language it is served in (rendered once and kept by
// the page cache), robots.txt and the sitemap, the cookie preference forms, and the 404 answer for anything else.
// A page that shows doctors loads the published ones first (one D1 query) and their next free times (one D1 batch),
// only when the cache has no copy; the Doctors page also loads the departments they are listed under (one more, in
// parallel).
import { Hono } from 'hono';
import { LOCALES } from '../../shared/i18n/locales';
import { publishedDepartments, publishedDoctors } from '../appointments';
import { lowestDoctorFee } from '../content/figures';
import type { AppEnv } from '../env';
import { readFlash } from '../http/flash';
import { pageCache } from '../render/page-cache';
import { pageDef, servedIn } from '../site-map/registry';
import { cookiePreferenceRoutes } from './cookies/preference-routes';
import { DOCTOR_PAGE_MAX_AGE_SECONDS, nextFreeTimes, withNextFree } from './doctor-pages';
import { DEPARTMENT_PAGES, DOCTOR_PAGES, GENERIC_PAGES, PAGE_COMPONENTS, QUERY_CHECKS } from './page-components';
import { PublishedDepartmentsContext, PublishedDoctorsContext } from './parts/published-doctors';
import { pageFormRoutes } from './page-form-routes';
import { seoRoutes } from './seo-routes';

export interface SiteRouteOptions {
  /** Keep rendered public pages in memory and at the edge (off for the dev server, where source changes under it). */
  cachePages: boolean;
  /** The build the edge cache's entries belong to (src/render/page-cache.ts); tests name their own. */
  build?: string;
}

export function siteRoutes(options: SiteRouteOptions): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.route('/', seoRoutes);
  routes.route('/', pageFormRoutes);
  // Before the generic page routes: a visitor with a cookie choice gets /cookies rendered for them.
  routes.route('/', cookiePreferenceRoutes);
  const cache = pageCache({ enabled: options.cachePages, build: options.build });
  const doctorsCache = pageCache({
    enabled: options.cachePages,
    build: options.build,
    maxAgeSeconds: DOCTOR_PAGE_MAX_AGE_SECONDS,
  });
  for (const { id } of GENERIC_PAGES) {
    const Page = PAGE_COMPONENTS[id];
    const acceptsQuery = QUERY_CHECKS[id];
    for (const locale of LOCALES) {
      if (!servedIn(id, locale)) continue;
      const page = pageDef(id, locale);
      if (!DOCTOR_PAGES.includes(id)) {
        routes.get(page.path, readFlash, cache, (c) => {
          if (acceptsQuery && !acceptsQuery(new URL(c.req.url), [])) c.status(400);
          return c.render(<Page />, { page });
        });
        continue;
      }
      const listsDepartments = DEPARTMENT_PAGES.includes(id);
      routes.get(page.path, readFlash, doctorsCache, async (c) => {
        // In parallel: the Doctors page's departments and the doctors' next free times cost no extra round trip's
        // wait. The time of the render is the clock the next free times are counted from.
        const db = c.env?.DB;
        const [published, departments, nextFree] = await Promise.all([
          publishedDoctors(db),
          listsDepartments ? publishedDepartments(db) : null,
          nextFreeTimes(db, Date.now()),
        ]);
        const doctors = withNextFree(published, nextFree);
        if (acceptsQuery && !acceptsQuery(new URL(c.req.url), doctors)) c.status(400);
        return c.render(
          <PublishedDoctorsContext.Provider value={doctors}>
            <PublishedDepartmentsContext.Provider value={departments}>
              <Page />
            </PublishedDepartmentsContext.Provider>
          </PublishedDoctorsContext.Provider>,
          // The words may quote the doctors' lowest fee (the Doctors page's description).
          { page: pageDef(id, locale, { lowestDoctorFee: lowestDoctorFee(doctors) }) },
        );
      });
    }
  }
  return routes;
}
