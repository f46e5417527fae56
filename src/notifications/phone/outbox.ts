// Which phone row an event writes, beside its mail rows, in the same D1 batch: one row per event on one channel,
// WhatsApp where the patient agreed to it (and WhatsApp is on), SMS otherwise; none when phone messages are off or the
// number is not an Indian mobile. A WhatsApp row that fails is replaced by an SMS row later (send.ts, webhooks).
import type { Bindings } from '../../env';
import { isIndianMobile, loadPhoneConfig, type PhoneChannel } from '../../phone-config';
import type { NotificationEvent } from '../events';
import type { PhoneEvent } from './templates';

/** The phone template of each event that reaches a phone. */
export const PHONE_EVENT_OF: Partial<Record<NotificationEvent, PhoneEvent>> = {
  'appointment.received': 'booking_received',
  'appointment.confirmation': 'booking_confirmed',
  'appointment.rescheduled': 'booking_moved',
  'appointment.cancelled': 'booking_cancelled',
  'appointment.reminder-evening': 'reminder_evening',
  'appointment.reminder-hour': 'reminder_hour',
  'appointment.payment-request': 'payment_request',
  'appointment.paid': 'payment_received',
  'prescription.issued': 'prescription_ready',
};

/** The channel a new message to this number starts on, or null for none. */
export function firstChannel(env: Bindings, phone: string | null | undefined, whatsapp: boolean): PhoneChannel | null {
  if (!phone || !isIndianMobile(phone)) return null;
  const loaded = loadPhoneConfig(env);
  if (!loaded.ok) {
    // Written anyway on SMS: the consumer keeps it queued until the configuration is fixed, so nothing is lost.
    console.error(`notifications: phone configuration is not valid (${loaded.problems.join('; ')})`);
    return 'sms';
  }
  const { channels } = loaded.config;
  if (whatsapp && channels.includes('whatsapp')) return 'whatsapp';
  return channels.includes('sms') ? 'sms' : null;
}

/** Whether SMS may carry a message WhatsApp could not. */
export function smsFallbackOn(env: Bindings): boolean {
  const loaded = loadPhoneConfig(env);
  return loaded.ok && loaded.config.channels.includes('sms');
}
