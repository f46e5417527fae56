// The cached pages that show doctors, and their purge when a doctor is saved: the admin's doctor screen calls
// purgeDoctorPages after saveDoctor, so the published change shows on the next request (in the isolate and data
// centre that saved it at once, everywhere else within DOCTOR_PAGE_MAX_AGE_SECONDS).
import { LOCALES } from '../../shared/i18n/locales';
import { purgePages } from '../render/page-cache';
import { pageDef, servedIn } from '../site-map/registry';
import { DOCTOR_PAGES } from './page-components';

/** How long a cached page that shows doctors is served before it is rendered again (isolate and edge). */
export const DOCTOR_PAGE_MAX_AGE_SECONDS = 5 * 60;

/** The paths of every page that shows doctors, in each language it is served in ('/doctors', '/hi/doctors', ...). */
export function doctorPagePaths(): string[] {
  return DOCTOR_PAGES.flatMap((id) =>
    LOCALES.filter((locale) => servedIn(id, locale)).map((locale) => pageDef(id, locale).path),
  );
}

/**
 * Deletes the cached copies of every page that shows doctors, in both languages, so the next request renders them
 * from D1. `siteAddress` is any address of the site (the admin request's `c.req.url`: the admin and the public pages
 * share the host); `build` only for tests that name their own (src/render/page-cache.ts).
 */
export function purgeDoctorPages(siteAddress: string | URL, options: { build?: string } = {}): Promise<void> {
  return purgePages(new URL(siteAddress).origin, doctorPagePaths(), options.build);
}
