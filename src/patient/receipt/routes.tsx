// The patient's receipt: /appointments/<reference>/receipt?key=… (and under /hi), opened from the appointment page or
// a message we sent. The key is the appointment link's signature of the reference and the mobile number; without
// the right key, or before the appointment is paid, the answer is the same 404 as for a reference that does not
// exist. Shown in the language the booking was made in, whichever address was asked for.
import { Hono } from 'hono';
import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import type { Locale } from '../../../shared/i18n/locales';
import {
  appointmentLinkSecret,
  appointmentPath,
  findAppointment,
  isAppointmentKey,
  receiptOfAppointment,
} from '../../appointments';
import { readLink } from '../link-input';
import { receiptDocument } from './Receipt';

/** The receipt at an address in `locale`: a malformed reference or key is the same 404 as a wrong one. */
const patientReceipt = (locale: Locale) => async (c: Context<AppEnv>) => {
  const link = readLink(locale, c.req.param(), c.req.query());
  const db = c.env?.DB;
  if (!db || !link.ok) return c.notFound();
  const { reference, key } = link.value;
  const appointment = await findAppointment(db, reference);
  if (!appointment || !(await isAppointmentKey(appointmentLinkSecret(c.env), reference, appointment.patientPhone, key)))
    return c.notFound();
  const facts = await receiptOfAppointment(db, appointment.id);
  if (!facts) return c.notFound();
  const config = c.get('config');
  const html = receiptDocument({
    facts,
    locale: appointment.locale,
    provider: {
      name: config.siteName,
      address: config.office.address,
      phone: config.supportPhone,
      email: config.supportEmail,
    },
    back: { href: `${appointmentPath(reference, appointment.locale)}?key=${encodeURIComponent(key)}` },
  });
  // A receipt names the patient: never in a shared cache, never indexed.
  return c.html(html, 200, { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' });
};

export const receiptRoutes = new Hono<AppEnv>()
  .get('/appointments/:reference/receipt', patientReceipt('en'))
  .get('/hi/appointments/:reference/receipt', patientReceipt('hi'));
