// What Billing's forms read, checked: an appointment reference, a UPI transaction reference, an amount in rupees and
// a date and time in India. Each answer is a value or the message the coordinator reads.
import {
  APPOINTMENT_REFERENCE,
  INDIA_OFFSET_MS,
  indiaDate,
  indiaInstant,
  minutesOfDay,
  UTR,
} from '../../../appointments';
import { type FieldRead, readOr, z } from '../../../http/validate';

export type Checked<T> = FieldRead<T>;

export function checkReference(raw: string | undefined): Checked<string> {
  const value = (raw ?? '').trim().toUpperCase();
  return APPOINTMENT_REFERENCE.test(value)
    ? { ok: true, value }
    : { ok: false, message: 'Enter the appointment reference: AP- and six letters or digits, e.g. AP-7K3F9Q.' };
}

export function checkUtr(raw: string | undefined): Checked<string> {
  const value = (raw ?? '').replace(/\s+/g, '');
  return UTR.test(value)
    ? { ok: true, value }
    : {
        ok: false,
        message: 'Enter the UPI transaction reference (UTR): the 12 digits the UPI app or the bank statement shows.',
      };
}

/** '599', '599.5', '₹1,099.00' → paise. */
export function checkRupees(raw: string | undefined): Checked<number> {
  const text = (raw ?? '').replace(/[₹,\s]/g, '');
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return { ok: false, message: 'Enter the amount in rupees, e.g. 599 or 599.50.' };
  const paise = Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
  return paise > 0 ? { ok: true, value: paise } : { ok: false, message: 'The amount must be more than ₹0.' };
}

/** A few minutes' grace for a clock that runs ahead of the server's. */
const FUTURE_GRACE_MS = 5 * 60_000;

/** A date ('2026-11-30') and time ('14:05') in India time, not in the future. */
export function checkIndiaTime(date: string | undefined, time: string | undefined, now: number): Checked<number> {
  const minutes = minutesOfDay(time ?? '');
  const instant = minutes === null || minutes >= 24 * 60 ? null : indiaInstant(date ?? '', minutes);
  if (instant === null)
    return { ok: false, message: 'Enter the date and time of the payment in India time, e.g. 30/11/2026 and 14:05.' };
  if (instant > now + FUTURE_GRACE_MS)
    return { ok: false, message: 'That date and time is in the future: enter when the money was paid.' };
  return { ok: true, value: instant };
}

/** The date field of a payment, read with the time field beside it (`time`) as one instant. */
const paidAt = (time: string, now: number) => readOr((date) => checkIndiaTime(date, time, now));

/** Payments' form: the appointment, the UPI transaction, the amount and when it was paid, messages in that order. */
export const paymentSchema = (time: string, now: number) =>
  z.object({
    reference: readOr(checkReference),
    utr: readOr(checkUtr),
    amount: readOr(checkRupees),
    date: paidAt(time, now),
  });

/** Refunds' "paid back" form: the appointment, the UPI transaction and when the refund was paid. */
export const refundPaidSchema = (time: string, now: number) =>
  z.object({ reference: readOr(checkReference), utr: readOr(checkUtr), date: paidAt(time, now) });

/** Today's date and the time now in India, as the date and time inputs take them. */
export function indiaNowFields(now: number): { date: string; time: string } {
  const shifted = new Date(now + INDIA_OFFSET_MS);
  return { date: indiaDate(now), time: shifted.toISOString().slice(11, 16) };
}
