// The no-JavaScript side of the booking and doctor-request dialogs.
import { Hono } from 'hono';
import { DOCTOR_REQUEST_MISSING } from '../../shared/messages';
import { validateDoctorRequest } from '../../shared/requests/doctor-request';
import { resolveBookingQuery } from '../booking';
import type { AppEnv } from '../env';
import { redirectWithFlash } from '../http/flash';
import { FORM_LIMIT, readFormFields } from '../http/form';
import { BOOK_PAGE, BookPage, DOCTOR_REQUEST_PAGE, DoctorRequestPage } from '../pages/extra';

export const requestRoutes = new Hono<AppEnv>()
  .get(BOOK_PAGE.path, (c) => {
    const result = resolveBookingQuery({
      doctor: c.req.query('doctor'),
      package: c.req.query('package'),
      from: c.req.query('from'),
    });
    if (!result.ok) c.status(400);
    return c.render(<BookPage booking={result.ok ? result.booking : null} error={result.ok ? undefined : result.error} />, {
      page: BOOK_PAGE,
      bare: true,
    });
  })
  .get(DOCTOR_REQUEST_PAGE.path, (c) => c.render(<DoctorRequestPage />, { page: DOCTOR_REQUEST_PAGE, bare: true }))
  .post(
    DOCTOR_REQUEST_PAGE.path,
    FORM_LIMIT,
    async (c) => {
      const read = await readFormFields(c.req);
      if (!read.ok) return c.text(read.message, read.status);
      const form = read.fields;
      const result = validateDoctorRequest((field) => form[field]);
      if (result.ok) {
        // The spec sends the request nowhere; the coordinators' reply comes by phone.
        return redirectWithFlash(c, '/doctors', 'doctor-request-submitted');
      }
      const values = form;
      c.status(422);
      return c.render(
        <DoctorRequestPage
          values={values}
          invalid={[...result.missing, ...result.tooLong]}
          error={
            result.missing.length
              ? DOCTOR_REQUEST_MISSING
              : { title: 'Some answers are too long.', description: 'Please shorten them and try again.' }
          }
        />,
        { page: DOCTOR_REQUEST_PAGE, bare: true },
      );
    },
  );
