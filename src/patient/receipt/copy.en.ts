// The receipt's words in English; the Hindi twin (copy.hi.ts) has the same type.
import type { AppointmentMode } from '../../appointments';

export const RECEIPT_WORDS_EN = {
  title: 'Receipt',
  documentTitle: (number: string) => `Receipt ${number}`,
  number: 'Receipt number',
  paidOn: 'Date of payment',
  patient: 'Patient',
  appointment: 'Appointment reference',
  doctor: 'Doctor',
  qualifications: 'Qualifications',
  registration: 'Registration number',
  council: 'Medical council',
  mode: 'Consultation',
  time: 'Time of consultation',
  indiaTime: (time: string) => `${time} (India time)`,
  modes: {
    video: 'Video consultation',
    audio: 'Audio consultation (phone call)',
    chat: 'Chat consultation',
  } satisfies Record<AppointmentMode, string>,
  description: 'Online consultation fee',
  amount: 'Amount received',
  inWords: 'Amount in words',
  paidBy: 'Paid by',
  upi: (utr: string) => `UPI, transaction reference (UTR) ${utr}`,
  online: (method: string, id: string) => `${method}, online payment ${id}`,
  methods: { upi: 'UPI', card: 'Card', netbanking: 'Netbanking', wallet: 'Wallet', online: 'Online' },
  refunded: (amount: string, when: string, reference: string) =>
    `Refunded: ${amount} on ${when}${reference ? `, reference ${reference}` : ''}.`,
  refundDue: (amount: string) => `A refund of ${amount} is on its way back to the patient.`,
  gst:
    'No GST is charged: health care services by a clinical establishment or an authorised medical practitioner are ' +
    'exempt from GST (Notification No. 12/2017-Central Tax (Rate), entry 74).',
  computer: 'This receipt is issued electronically and needs no signature.',
  print: 'To print it or keep it as a PDF, use your browser’s Print command (Ctrl+P, or Share → Print on a phone).',
  back: 'Back to the appointment',
};

export type ReceiptWords = typeof RECEIPT_WORDS_EN;
