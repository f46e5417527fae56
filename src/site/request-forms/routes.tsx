// Where request forms are sent: the booking call-back (/book), Request Specific Doctor (/doctors/request), the
// contact message (/contact) and the newsletter box (/newsletter), in each language. Each request is stored before
// the answer says so: JSON for an island, or a 303 with a flash message and the reference for a plain form post;
// a refused form comes back with what was typed and what is wrong, and nothing stored.
import { takeRequest } from './take';
import { Hono, type Context } from 'hono';
import { LOCALES, localizedPath, type Locale } from '../../../shared/i18n/locales';
import { publishedDoctor } from '../../appointments';
import { bookingPrefill } from '../../auth';
import { resolveBookingQuery, type BookingQuery } from '../../booking/topics';
import type { AppEnv } from '../../env';
import { readFlash } from '../../http/flash';
import { FORM_LIMIT } from '../../http/form';
import { BookPage, DoctorRequestPage, NewsletterPage } from './RequestPages';
import { pageDef } from '../../site-map/registry';
import { UI_WORDS } from '../../render/ui-copy';
import type { FormState } from './form-state';

function bookingQuery(c: Context<AppEnv>): BookingQuery {
  const query = (name: keyof BookingQuery) => c.req.query(name);
  return { doctor: query('doctor'), package: query('package'), from: query('from'), topic: query('topic') };
}

/** The published doctor the booking is about, read from D1 only when the query names one. */
function bookingDoctor(c: Context<AppEnv>, query: BookingQuery) {
  return query.doctor === undefined ? Promise.resolve(null) : publishedDoctor(c.env?.DB, query.doctor);
}

/** Where a visitor goes once a call-back is requested without JavaScript: back to what the booking was about. */
function afterBooking(query: BookingQuery, locale: Locale): string {
  if (query.from !== undefined) return localizedPath(query.from, locale);
  if (query.doctor !== undefined) return localizedPath('/doctors', locale);
  if (query.package !== undefined) return localizedPath('/health-checkups', locale);
  return localizedPath('/', locale);
}

function requestRoutesIn(locale: Locale) {
  const bookPage = pageDef('book', locale);
  const requestPage = pageDef('doctor-request', locale);
  const newsletterPage = pageDef('newsletter', locale);
  const t = UI_WORDS[locale];

  const renderBook = async (c: Context<AppEnv>, form?: FormState) => {
    const query = bookingQuery(c);
    const result = resolveBookingQuery(query, t, locale, await bookingDoctor(c, query));
    if (!result.ok) c.status(400);
    const url = new URL(c.req.url);
    return c.render(
      <BookPage
        booking={result.ok ? result.booking : null}
        error={result.ok ? undefined : t.booking.errors[result.error]}
        action={url.pathname + url.search}
        form={form}
      />,
      { page: bookPage, bare: true },
    );
  };

  return (
    new Hono<AppEnv>()
      // Signed in: the call-back form starts with the account's own name and mobile.
      .get(bookPage.path, async (c) => {
        const prefill = await bookingPrefill(c);
        const signedIn = Object.keys(prefill).length > 0;
        return renderBook(
          c,
          signedIn ? { values: { ...prefill, language: t.forms.defaultLanguage, timeWindow: 'any' } } : undefined,
        );
      })
      .post(bookPage.path, FORM_LIMIT, async (c) => {
        const query = bookingQuery(c);
        if (!resolveBookingQuery(query, t, locale, await bookingDoctor(c, query)).ok) return renderBook(c);
        return takeRequest(c, 'booking', locale, {
          flash: 'callback-requested',
          next: afterBooking(query, locale),
          again: (form) => renderBook(c, form),
        });
      })
      .get(requestPage.path, async (c) => {
        const prefill = await bookingPrefill(c);
        const form = Object.keys(prefill).length > 0 ? { values: { ...prefill } } : undefined;
        return c.render(<DoctorRequestPage form={form} />, { page: requestPage, bare: true });
      })
      .post(requestPage.path, FORM_LIMIT, (c) =>
        takeRequest(c, 'doctor', locale, {
          flash: 'doctor-request-submitted',
          next: localizedPath('/doctors', locale),
          again: (form) => c.render(<DoctorRequestPage form={form} />, { page: requestPage, bare: true }),
        }),
      )
      .get(newsletterPage.path, (c) => c.render(<NewsletterPage />, { page: newsletterPage, bare: true }))
      .post(newsletterPage.path, FORM_LIMIT, (c) =>
        takeRequest(c, 'newsletter', locale, {
          flash: 'newsletter-subscribed',
          next: localizedPath('/pricing', locale),
          again: (form) => c.render(<NewsletterPage form={form} />, { page: newsletterPage, bare: true }),
        }),
      )
  );
}

export const requestRoutes = new Hono<AppEnv>();
for (const locale of LOCALES) {
  // A stored request sends the visitor back to /book with its reference in a flash message.
  requestRoutes.use(localizedPath('/book', locale), readFlash);
  requestRoutes.route('/', requestRoutesIn(locale));
}
