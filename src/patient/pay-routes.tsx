// Paying through the gateway from the appointment page (decision 0032): "Pay ₹599" posts here with the page's key,
// and is sent on (303) to the gateway's hosted page, made by the server with the fee, the reference and the callback;
// the callback (`…/paid?key=…&razorpay_…`) checks the gateway's signature and changes nothing: once the webhook has
// recorded the payment it sends the patient to the appointment page (which shows "paid" and the receipt), until then
// it says "we are confirming your payment" and refreshes. A callback whose signature does not hold is a 400.
import type { Context } from 'hono';
import type { Locale } from '../../shared/i18n/locales';
import type { AppEnv, Bindings } from '../env';
import {
  appointmentPath,
  awaitsPayment,
  configuredGateway,
  gatewayPaymentOf,
  keyedAppointmentPath,
  patientPaymentOption,
  payableUpiLink,
  paymentLinkFor,
  type Appointment,
} from '../appointments';
import { APPOINTMENT_COPY } from './copy';
import { ConfirmingPage } from './pages/ConfirmingPage';
import { noStore, patientPage } from './patient-page';

type Shown = (status: 400 | 409 | 503, message: string) => Response | Promise<Response>;

/** What the appointment page offers: "Pay" through the gateway, the UPI link, and whether it was paid online. */
export async function paymentChoices(
  env: Bindings,
  db: D1Database,
  appointment: Appointment,
  upi: { vpa: string; payee: string },
) {
  const { config, gateway } = configuredGateway(env);
  const option = config ? await patientPaymentOption(db, config) : 'upi';
  const unpaid = appointment.payment === 'unpaid';
  const paid = unpaid ? null : await gatewayPaymentOf(db, appointment.id);
  return {
    gatewayPay: Boolean(gateway) && option !== 'upi' && awaitsPayment(appointment),
    upiLink: option === 'gateway' && gateway ? null : payableUpiLink(upi, appointment),
    paidOnline: paid !== null,
  };
}

export async function startPayment(
  c: Context<AppEnv>,
  db: D1Database,
  appointment: Appointment,
  key: string,
  show: Shown,
): Promise<Response> {
  const words = APPOINTMENT_COPY[appointment.locale].appointment;
  const choices = await paymentChoices(c.env ?? {}, db, appointment, c.get('config').upi);
  const { gateway } = configuredGateway(c.env ?? {});
  if (!gateway || !choices.gatewayPay) return show(409, words.payUnavailable);
  const siteUrl = c.get('config').siteUrl.replace(/\/+$/, '');
  const callbackUrl = `${siteUrl}${appointmentPath(appointment.reference, appointment.locale)}/paid?key=${encodeURIComponent(key)}`;
  const link = await paymentLinkFor(
    db,
    gateway,
    appointment,
    callbackUrl,
    `Consultation ${appointment.reference}`,
    Date.now(),
  );
  if (!link.ok) {
    console.error(`payments: no payment link for ${appointment.reference} (${link.reason})`);
    return show(503, words.payUnavailable);
  }
  noStore(c);
  return c.redirect(link.link.shortUrl, 303);
}

export async function paymentCallback(
  c: Context<AppEnv>,
  db: D1Database,
  appointment: Appointment,
  key: string,
  locale: Locale,
  show: Shown,
): Promise<Response> {
  const words = APPOINTMENT_COPY[locale].appointment;
  const { gateway } = configuredGateway(c.env ?? {});
  const verified = gateway ? await gateway.verifyCallback(c.req.query()) : null;
  if (!verified || verified.reference !== appointment.reference) return show(400, words.callbackInvalid);
  noStore(c);
  const back = keyedAppointmentPath(appointment.reference, key, locale, appointment.locale);
  const recorded = await gatewayPaymentOf(db, appointment.id);
  // Recorded by its webhook (or the appointment was settled otherwise): the appointment page tells the rest.
  if (recorded?.paymentId === verified.paymentId || appointment.payment !== 'unpaid') return c.redirect(back, 303);
  const self = new URL(c.req.url);
  return c.render(
    <ConfirmingPage
      reference={appointment.reference}
      selfHref={`${self.pathname}${self.search}`}
      appointmentHref={back}
    />,
    {
      page: patientPage(locale, `${appointmentPath(appointment.reference, locale)}/paid`, words.confirmingTitle, null),
      bare: true,
    },
  );
}
