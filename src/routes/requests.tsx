// Where request forms are sent: the booking call-back (/book), Request Specific Doctor (/doctors/request), the
// contact message (/contact) and the newsletter box (/newsletter), in each language. Each request is stored before
// the answer says so: JSON for an island, or a 303 with a flash message and the reference for a plain form post;
// a refused form comes back with what was typed and what is wrong, and nothing stored.
import { Hono, type Context } from 'hono';
import { LOCALES, localizedPath, type Locale } from '../../shared/i18n/locales';
import type { FlashCode } from '../../shared/messages';
import type { RequestKind } from '../../shared/requests/kinds';
import type { RequestReply } from '../../shared/requests/protocol';
import { resolveBookingQuery, type BookingQuery } from '../booking';
import type { AppEnv } from '../env';
import { redirectWithFlash } from '../http/flash';
import { FORM_LIMIT } from '../http/form';
import { wantsJson } from '../http/replies';
import { BookPage, DoctorRequestPage, NewsletterPage } from '../pages/extra';
import { pageDef } from '../pages/registry';
import { PAGE_COMPONENTS } from '../pages/site/routes';
import { UI_WORDS } from '../render/words';
import { FormStateContext, type FormState } from '../requests/form-state';
import { receiveRequest } from '../requests/intake';
import { PAGE_FORM_PATHS, type PageFormKind } from '../requests/PageRequestForms';

/** The forms that sit on a page: refused without JavaScript, the page is rendered again with the form's state. */
const PAGE_FORMS = [
  { kind: 'contact', page: 'contact', flash: 'contact-sent' },
  { kind: 'privacy', page: 'privacy', flash: 'privacy-request-received' },
  { kind: 'refund', page: 'refunds', flash: 'refund-request-received' },
] as const satisfies readonly { kind: PageFormKind; page: keyof typeof PAGE_COMPONENTS; flash: FlashCode }[];

interface Outcome {
  /** The message shown after the redirect. */
  flash: FlashCode;
  /** Where a plain form post goes once the request is stored. */
  next: string;
  /** The form's page again, for a refused plain form post. */
  again: (form: FormState) => Response | Promise<Response>;
}

async function take(c: Context<AppEnv>, kind: RequestKind, locale: Locale, outcome: Outcome): Promise<Response> {
  const intake = await receiveRequest(c, kind, locale);
  c.header('Cache-Control', 'no-store');
  if (wantsJson(c)) {
    const reply: RequestReply = intake.ok
      ? { ok: true, reference: intake.reference }
      : { ok: false, problems: intake.problems, message: intake.message };
    return c.json(reply, intake.ok ? 200 : intake.status);
  }
  if (intake.ok) return redirectWithFlash(c, outcome.next, outcome.flash, intake.reference);
  c.status(intake.status);
  return outcome.again({ values: intake.form, problems: intake.problems, message: intake.message });
}

function bookingQuery(c: Context<AppEnv>): BookingQuery {
  const query = (name: keyof BookingQuery) => c.req.query(name);
  return { doctor: query('doctor'), package: query('package'), from: query('from'), topic: query('topic') };
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

  const renderBook = (c: Context<AppEnv>, form?: FormState) => {
    const result = resolveBookingQuery(bookingQuery(c), t, locale);
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

  const routes = new Hono<AppEnv>()
    .get(bookPage.path, (c) => renderBook(c))
    .post(bookPage.path, FORM_LIMIT, (c) => {
      const query = bookingQuery(c);
      if (!resolveBookingQuery(query, t, locale).ok) return renderBook(c);
      return take(c, 'booking', locale, {
        flash: 'callback-requested',
        next: afterBooking(query, locale),
        again: (form) => renderBook(c, form),
      });
    })
    .get(requestPage.path, (c) => c.render(<DoctorRequestPage />, { page: requestPage, bare: true }))
    .post(requestPage.path, FORM_LIMIT, (c) =>
      take(c, 'doctor', locale, {
        flash: 'doctor-request-submitted',
        next: localizedPath('/doctors', locale),
        again: (form) => c.render(<DoctorRequestPage form={form} />, { page: requestPage, bare: true }),
      }),
    )
    .get(newsletterPage.path, (c) => c.render(<NewsletterPage />, { page: newsletterPage, bare: true }))
    .post(newsletterPage.path, FORM_LIMIT, (c) =>
      take(c, 'newsletter', locale, {
        flash: 'newsletter-subscribed',
        next: localizedPath('/pricing', locale),
        again: (form) => c.render(<NewsletterPage form={form} />, { page: newsletterPage, bare: true }),
      }),
    );
  // The forms that sit on a page: one route each, refused posts render that page again with the form's state.
  for (const form of PAGE_FORMS) {
    const page = pageDef(form.page, locale);
    const Page = PAGE_COMPONENTS[form.page];
    routes.post(localizedPath(PAGE_FORM_PATHS[form.kind], locale), FORM_LIMIT, (c) =>
      take(c, form.kind, locale, {
        flash: form.flash,
        // The page's top, where the confirmation shows (without JavaScript, as a notice above the content).
        next: page.path,
        again: (state) =>
          c.render(
            <FormStateContext.Provider value={state}>
              <Page />
            </FormStateContext.Provider>,
            { page },
          ),
      }),
    );
  }
  return routes;
}

export const requestRoutes = new Hono<AppEnv>();
for (const locale of LOCALES) requestRoutes.route('/', requestRoutesIn(locale));
