// The no-JavaScript side of the booking and doctor-request dialogs.
import { Hono } from 'hono';
import { LOCALES, localizedPath, type Locale } from '../../shared/i18n/locales';
import { validateDoctorRequest } from '../../shared/requests/doctor-request';
import { resolveBookingQuery } from '../booking';
import type { AppEnv } from '../env';
import { redirectWithFlash } from '../http/flash';
import { FORM_LIMIT, readFormFields } from '../http/form';
import { BookPage, DoctorRequestPage } from '../pages/extra';
import { pageDef } from '../pages/registry';
import { UI_WORDS } from '../render/words';

function requestRoutesIn(locale: Locale) {
  const bookPage = pageDef('book', locale);
  const requestPage = pageDef('doctor-request', locale);
  const t = UI_WORDS[locale];
  return new Hono<AppEnv>()
    .get(bookPage.path, (c) => {
      const result = resolveBookingQuery(
        { doctor: c.req.query('doctor'), package: c.req.query('package'), from: c.req.query('from') },
        t,
        locale,
      );
      if (!result.ok) c.status(400);
      return c.render(
        <BookPage
          booking={result.ok ? result.booking : null}
          error={result.ok ? undefined : t.booking.errors[result.error]}
        />,
        { page: bookPage, bare: true },
      );
    })
    .get(requestPage.path, (c) => c.render(<DoctorRequestPage />, { page: requestPage, bare: true }))
    .post(requestPage.path, FORM_LIMIT, async (c) => {
      const read = await readFormFields(c.req);
      if (!read.ok) return c.text(read.message, read.status);
      const form = read.fields;
      const result = validateDoctorRequest((field) => form[field]);
      if (result.ok) {
        // The spec sends the request nowhere; the coordinators' reply comes by phone.
        return redirectWithFlash(c, localizedPath('/doctors', locale), 'doctor-request-submitted');
      }
      c.status(422);
      return c.render(
        <DoctorRequestPage
          values={form}
          invalid={[...result.missing, ...result.tooLong]}
          error={result.missing.length ? t.request.missing : t.request.tooLong}
        />,
        { page: requestPage, bare: true },
      );
    });
}

export const requestRoutes = new Hono<AppEnv>();
for (const locale of LOCALES) requestRoutes.route('/', requestRoutesIn(locale));
