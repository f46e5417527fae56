// Paying by UPI without a payment gateway: the intent link every UPI app opens (NPCI's deep-link format), with the
// provider's VPA, the amount in rupees and the appointment's reference as the note the coordinator matches.

import { isVpa } from '../config';

export { isVpa };

/** Paise as the rupees a UPI link carries: 59900 → "599.00". */
export function upiAmount(paise: number): string {
  if (!Number.isInteger(paise) || paise <= 0) throw new RangeError(`not an amount to pay: ${paise}`);
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
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
