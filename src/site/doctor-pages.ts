// The cached pages that show doctors, and their purge when a doctor is saved: the admin's doctor screen calls
// purgeDoctorPages after saveDoctor, so the published change shows on the next request (in the isolate and data
// centre that saved it at once, everywhere else within DOCTOR_PAGE_MAX_AGE_SECONDS).
import { LOCALES } from '../../shared/i18n/locales';
import { firstFreeSlots, PATIENT_DAYS } from '../appointments';
import type { PublishedDoctor } from '../content/doctors/facts';
import { purgePages } from '../render/page-cache';
import { pageDef, servedIn } from '../site-map/registry';
import { DOCTOR_PAGES } from './page-components';

/** How long a cached page that shows doctors is served before it is rendered again (isolate and edge). */
export const DOCTOR_PAGE_MAX_AGE_SECONDS = 5 * 60;

/**
 * How far after a render the next free time a card shows may start. A cached copy is served for up to
 * DOCTOR_PAGE_MAX_AGE_SECONDS in an isolate, which may have taken it from the edge when that copy was already as
 * old: so a time that starts within twice that is left out, and a card never shows a time already past. A time
 * booked meanwhile is caught by the pick-a-time page, which lists only the free ones as they are.
 */
export const NEXT_FREE_LEAD_MS = 2 * DOCTOR_PAGE_MAX_AGE_SECONDS * 1000;

/**
 * When each published doctor's first free slot a patient may pick starts (one D1 batch for all of them, counted from
 * `now`, the render's time); null where there is no database (npm run dev) or the read fails: the cards then say
 * nothing.
 */
export function nextFreeTimes(db: D1Database | undefined, now: number): Promise<ReadonlyMap<string, number> | null> {
  if (!db) return Promise.resolve(null);
  return firstFreeSlots(db, now, PATIENT_DAYS, now + NEXT_FREE_LEAD_MS).catch((error: unknown) => {
    console.error('doctors: could not read the next free times', error);
    return null;
  });
}

/** The doctors as the cards show them: each with their next free time, or none. */
export function withNextFree(
  doctors: readonly PublishedDoctor[],
  times: ReadonlyMap<string, number> | null,
): readonly PublishedDoctor[] {
  return doctors.map((doctor) => ({ ...doctor, nextFreeAt: times?.get(doctor.id) ?? null }));
}

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
