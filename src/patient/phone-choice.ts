// The appointment page's "Messages to your phone": what the section shows (the channel this booking's messages start
// on, the number masked, whether the number stopped reminders) and the two posts it makes, each with the page's key:
// WhatsApp on or off for this booking, and reminders on or off for its number. Each change is audited by the module
// that owns its table; the answer is a 303 back to the page with a one-time message.
import type { Context } from 'hono';
import { PATIENT_ACTOR } from '../audit';
import { type Appointment, setWhatsappConsent } from '../appointments';
import type { AppEnv, Bindings } from '../env';
import { redirectWithFlash } from '../http/flash';
import { isPhoneOptedOut, loadPhoneConfig, maskPhone, recordPhoneOptOut, removePhoneOptOut } from '../notifications';

/** What the section shows; null when phone messages are off (the section is left out). */
export interface PhoneSection {
  /** The channel this booking's next message starts on. */
  channel: 'whatsapp' | 'sms';
  /** '+91 98••• ••210'. */
  number: string;
  /** WhatsApp is a channel the site sends on (the switch is offered only then). */
  whatsappAvailable: boolean;
  /** The number stopped optional messages (reminders, payment requests). */
  optedOut: boolean;
}

export async function phoneSectionOf(env: Bindings, db: D1Database, appointment: Appointment) {
  const loaded = loadPhoneConfig(env);
  if (!loaded.ok || loaded.config.channels.length === 0) return null;
  const whatsappAvailable = loaded.config.channels.includes('whatsapp');
  return {
    channel: whatsappAvailable && appointment.whatsapp ? 'whatsapp' : 'sms',
    number: maskPhone(appointment.patientPhone),
    whatsappAvailable,
    optedOut: await isPhoneOptedOut(db, appointment.patientPhone),
  } satisfies PhoneSection;
}

/** WhatsApp on or off for this booking; back to the page (`back`, with its key) with the message. */
export async function switchWhatsapp(
  c: Context<AppEnv>,
  db: D1Database,
  appointment: Appointment,
  on: boolean,
  back: string,
) {
  await setWhatsappConsent(db, {
    reference: appointment.reference,
    whatsapp: on,
    actor: PATIENT_ACTOR,
    now: Date.now(),
  });
  return redirectWithFlash(c, back, on ? 'phone-whatsapp' : 'phone-sms');
}

/** Reminders on (the number's opt-out deleted) or off (recorded as chosen on this page) for the booking's number. */
export async function switchReminders(
  c: Context<AppEnv>,
  db: D1Database,
  appointment: Appointment,
  on: boolean,
  back: string,
) {
  const by = { actor: PATIENT_ACTOR, reference: appointment.reference };
  const now = Date.now();
  if (on) await removePhoneOptOut(db, appointment.patientPhone, 'appointment-page', now, by);
  else await recordPhoneOptOut(db, appointment.patientPhone, 'appointment-page', now, by);
  return redirectWithFlash(c, back, on ? 'phone-reminders-on' : 'phone-stopped');
}
