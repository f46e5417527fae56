// Paying by UPI without a payment gateway: the intent link every UPI app opens (NPCI's deep-link format), with the
// provider's VPA, the amount in rupees and the appointment's reference as the note the coordinator matches.

import { rupeeFigure } from '../../shared/money';
import { isVpa } from '../config';
import type { AppointmentStatus } from './store';
import type { PaymentState } from './appointment-rows';

export { isVpa };

/** Paise as the rupees a UPI link carries: 59900 → "599.00". */
export function upiAmount(paise: number): string {
  if (!Number.isInteger(paise) || paise <= 0) throw new RangeError(`not an amount to pay: ${paise}`);
  return rupeeFigure(paise, { paise: 'always' });
}

export function upiIntentLink(payment: { vpa: string; payee: string; paise: number; reference: string }): string {
  if (!isVpa(payment.vpa)) throw new RangeError(`not a UPI address: ${payment.vpa}`);
  const query = [
    ['pa', payment.vpa],
    ['pn', payment.payee],
    ['am', upiAmount(payment.paise)],
    ['cu', 'INR'],
    ['tn', payment.reference],
  ]
    .map(([key, value]) => `${key}=${encodeURIComponent(value ?? '')}`)
    .join('&');
  return `upi://pay?${query}`;
}

/** The statuses whose unpaid fee is asked for: booked or confirmed by a coordinator, going on, or done. */
const PAYABLE: readonly AppointmentStatus[] = ['scheduled', 'confirmed', 'in-consultation', 'completed'];

/**
 * An appointment's UPI link once a coordinator has booked or confirmed the time, through the consultation and after
 * it, while the fee is unpaid: never for a pick still held, which may lapse (the patient would have paid for nothing),
 * nor for one cancelled, lapsed or missed. None without a valid VPA or a fee.
 */
/** Whether the fee is asked for now: booked or confirmed by a coordinator (or later), unpaid, with a fee. */
export function awaitsPayment(appointment: { status: AppointmentStatus; payment: PaymentState; fee: number }): boolean {
  return appointment.payment === 'unpaid' && PAYABLE.includes(appointment.status) && appointment.fee > 0;
}

export function payableUpiLink(
  upi: { vpa: string; payee: string },
  appointment: { status: AppointmentStatus; payment: PaymentState; fee: number; reference: string },
): string | null {
  const payable = PAYABLE.includes(appointment.status);
  if (appointment.payment !== 'unpaid' || !payable || appointment.fee <= 0) return null;
  try {
    return upiIntentLink({ ...upi, paise: appointment.fee, reference: appointment.reference });
  } catch {
    return null;
  }
}
