// What Billing reads: appointments awaiting payment, the payments recorded (each with its receipt), a receipt with
// everything printed on it, and the refunds due and paid. Pages of 50, newest first where time matters.
import { findAppointment } from './lifecycle';
import { APPOINTMENT_COLUMNS, appointmentOf, type Appointment, type AppointmentRow } from './appointment-rows';
import { findDoctor, type DoctorRecord, type DoctorWordsHi } from './store';

export const BILLING_PAGE_SIZE = 50;

/**
 * Awaiting payment: the one definition Billing's list, its count and the sidebar's Payments badge all read. Not paid
 * yet, and booked or confirmed by a coordinator, or already held (in consultation, completed): the fee is owed. A
 * patient's pick still waiting for a coordinator (requested) is not: it may lapse, and the patient is shown no way to
 * pay it yet (payableUpiLink). Cancelled, lapsed and no-show appointments owe nothing.
 */
export const AWAITING_PAYMENT_STATUSES = ['scheduled', 'confirmed', 'in-consultation', 'completed'] as const;

const AWAITING = `a.payment = 'unpaid' AND a.status IN (${AWAITING_PAYMENT_STATUSES.map((status) => `'${status}'`).join(', ')})`;

/** How many appointments await payment: the statement the list's total and the badge share. */
const countAwaiting = (db: D1Database) => db.prepare(`SELECT COUNT(*) AS total FROM appointments a WHERE ${AWAITING}`);

const offsetOf = (page: number) => (Math.max(1, Math.floor(page)) - 1) * BILLING_PAGE_SIZE;

const FROM = 'FROM appointments a JOIN doctors d ON d.id = a.doctor_id';

/** Appointments awaiting payment (AWAITING_PAYMENT_STATUSES), soonest first, and how many there are. */
export async function listAwaitingPayment(
  db: D1Database,
  page: number,
): Promise<{ appointments: Appointment[]; total: number }> {
  const [rows, count] = await db.batch([
    db.prepare(
      `SELECT ${APPOINTMENT_COLUMNS} ${FROM} WHERE ${AWAITING} ORDER BY a.starts_at, a.id
       LIMIT ${BILLING_PAGE_SIZE} OFFSET ${offsetOf(page)}`,
    ),
    countAwaiting(db),
  ]);
  return {
    appointments: ((rows?.results ?? []) as AppointmentRow[]).map(appointmentOf),
    total: ((count?.results ?? []) as { total: number }[])[0]?.total ?? 0,
  };
}

/** The sidebar's Payments badge: the appointments awaiting payment, counted as the list counts them. */
export async function countAwaitingPayment(db: D1Database): Promise<number> {
  const row = await countAwaiting(db).first<{ total: number }>();
  return row?.total ?? 0;
}

export interface PaymentLine {
  receiptNumber: string;
  reference: string;
  patientName: string;
  doctorName: string;
  amount: number;
  upiReference: string;
  paidAt: number;
  recordedBy: string;
  recordedAt: number;
  /** Paid through a gateway (decision 0032): which, how (upi, card, netbanking) and its fee; null for a UPI entry. */
  gateway: string | null;
  method: string | null;
  gatewayFee: number | null;
}

/**
 * From `payments p JOIN appointments a JOIN doctors d LEFT JOIN gateway_payments g`.
 * @table payments
 * @table appointments reference patient_name
 * @table doctors doctor_name=name
 * @table gateway_payments gateway gateway_method=method gateway_fee=fee
 */
interface PaymentLineRow {
  receipt_number: string;
  reference: string;
  patient_name: string;
  doctor_name: string;
  amount: number;
  upi_reference: string;
  paid_at: number;
  recorded_by: string;
  recorded_at: number;
  gateway: string | null;
  gateway_method: string | null;
  gateway_fee: number | null;
}

/** Payments recorded (each is a receipt issued), newest payment first. */
export async function listPayments(db: D1Database, page: number): Promise<{ payments: PaymentLine[]; total: number }> {
  const [rows, count] = await db.batch([
    db.prepare(
      `SELECT p.receipt_number, a.reference, a.patient_name, d.name AS doctor_name, p.amount, p.upi_reference,
         p.paid_at, p.recorded_by, p.recorded_at, g.gateway, g.method AS gateway_method, g.fee AS gateway_fee
       FROM payments p JOIN appointments a ON a.id = p.appointment_id JOIN doctors d ON d.id = a.doctor_id
         LEFT JOIN gateway_payments g ON g.payment_id = p.upi_reference
       ORDER BY p.paid_at DESC, p.id DESC LIMIT ${BILLING_PAGE_SIZE} OFFSET ${offsetOf(page)}`,
    ),
    db.prepare('SELECT COUNT(*) AS total FROM payments'),
  ]);
  return {
    payments: ((rows?.results ?? []) as PaymentLineRow[]).map((row) => ({
      receiptNumber: row.receipt_number,
      reference: row.reference,
      patientName: row.patient_name,
      doctorName: row.doctor_name,
      amount: row.amount,
      upiReference: row.upi_reference,
      paidAt: row.paid_at,
      recordedBy: row.recorded_by,
      recordedAt: row.recorded_at,
      gateway: row.gateway,
      method: row.gateway_method,
      gatewayFee: row.gateway_fee,
    })),
    total: ((count?.results ?? []) as { total: number }[])[0]?.total ?? 0,
  };
}

/** Everything a receipt prints: the payment, the appointment and the doctor's record (registration, council). */
export interface ReceiptFacts {
  receiptNumber: string;
  amount: number;
  upiReference: string;
  paidAt: number;
  appointment: Appointment;
  doctor: DoctorRecord;
  /** Paid through a gateway: how (upi, card, netbanking); null for a UPI transfer a coordinator recorded. */
  gatewayMethod?: string | null;
  /** The refund of a cancellation, once written: due, or paid with its reference and day. */
  refund?: { amount: number; status: 'due' | 'paid'; reference: string | null; paidAt: number | null } | null;
}

/** The receipt of a payment by its number (RC-XXXXXX), or null. */
/** The doctor's facts a receipt was issued with (payments.doctor_snapshot), or nothing for older receipts. */
function issuedDoctor(
  json: string | null,
): Partial<Pick<DoctorRecord, 'name' | 'qualifications' | 'registrationNumber' | 'council' | 'wordsHi'>> {
  if (!json) return {};
  try {
    const value = JSON.parse(json) as Record<string, unknown>;
    const text = (key: string) => (typeof value[key] === 'string' ? { [key]: value[key] as string } : {});
    const wordsHi =
      typeof value.wordsHi === 'object' && value.wordsHi !== null ? { wordsHi: value.wordsHi as DoctorWordsHi } : {};
    return {
      ...text('name'),
      ...text('qualifications'),
      ...text('registrationNumber'),
      ...text('council'),
      ...wordsHi,
    };
  } catch {
    return {};
  }
}

export async function findReceipt(db: D1Database, receiptNumber: string): Promise<ReceiptFacts | null> {
  const row = await db
    .prepare(
      `SELECT p.receipt_number, p.amount, p.upi_reference, p.paid_at, p.doctor_snapshot, a.reference,
         g.gateway, g.method, r.amount AS refund_amount, r.status AS refund_status,
         r.upi_reference AS refund_reference, r.paid_at AS refund_paid_at
       FROM payments p JOIN appointments a ON a.id = p.appointment_id
         LEFT JOIN gateway_payments g ON g.payment_id = p.upi_reference
         LEFT JOIN refunds r ON r.appointment_id = p.appointment_id AND r.amount > 0
       WHERE p.receipt_number = ?1`,
    )
    .bind(receiptNumber)
    .first<{
      receipt_number: string;
      amount: number;
      upi_reference: string;
      paid_at: number;
      doctor_snapshot: string | null;
      reference: string;
      gateway: string | null;
      method: string | null;
      refund_amount: number | null;
      refund_status: 'due' | 'paid' | null;
      refund_reference: string | null;
      refund_paid_at: number | null;
    }>();
  if (!row) return null;
  const appointment = await findAppointment(db, row.reference);
  const current = appointment ? await findDoctor(db, appointment.doctorId) : null;
  if (!appointment || !current) return null;
  // The doctor as they stood when the receipt was issued: a later edit of the record does not rewrite it.
  const doctor = { ...current, ...issuedDoctor(row.doctor_snapshot) };
  return {
    receiptNumber: row.receipt_number,
    amount: row.amount,
    upiReference: row.upi_reference,
    paidAt: row.paid_at,
    appointment,
    doctor,
    gatewayMethod: row.gateway ? (row.method ?? 'online') : null,
    refund:
      row.refund_amount !== null && row.refund_status !== null
        ? {
            amount: row.refund_amount,
            status: row.refund_status,
            reference: row.refund_reference,
            paidAt: row.refund_paid_at,
          }
        : null,
  };
}

/** The receipt of an appointment, once it is paid (a refund later does not take the receipt away). */
export async function receiptOfAppointment(db: D1Database, appointmentId: number): Promise<ReceiptFacts | null> {
  const row = await db
    .prepare('SELECT receipt_number FROM payments WHERE appointment_id = ?1')
    .bind(appointmentId)
    .first<{ receipt_number: string }>();
  return row ? findReceipt(db, row.receipt_number) : null;
}

export interface RefundLine {
  reference: string;
  patientName: string;
  patientPhone: string;
  doctorName: string;
  /** Paise: what the rule gives back, and what was paid. */
  amount: number;
  fee: number;
  ruleId: string;
  percent: number;
  status: 'due' | 'paid';
  createdAt: number;
  createdBy: string;
  upiReference: string | null;
  /** The UPI reference the patient paid with: a refund request may quote it instead of the appointment's. */
  paidWith: string | null;
  paidAt: number | null;
  paidBy: string | null;
  /** Sent through the gateway (decision 0032): started, paid or failed, the gateway's reason, the attempts. */
  gatewayState: 'started' | 'paid' | 'failed' | null;
  gatewayReason: string | null;
  gatewayRefundId: string | null;
  gatewayAttempts: number | null;
}

/**
 * From `refunds r JOIN appointments a JOIN doctors d LEFT JOIN payments p LEFT JOIN gateway_refunds gr`.
 * @table gateway_refunds gateway_state=state gateway_reason=reason gateway_refund_id gateway_attempts=attempts
 * @table refunds
 * @table appointments reference patient_name patient_phone fee
 * @table doctors doctor_name=name
 * @table payments paid_with=upi_reference
 */
interface RefundLineRow {
  reference: string;
  patient_name: string;
  patient_phone: string;
  doctor_name: string;
  amount: number;
  fee: number;
  rule_id: string;
  percent: number;
  status: 'due' | 'paid';
  created_at: number;
  created_by: string;
  upi_reference: string | null;
  paid_with: string | null;
  paid_at: number | null;
  paid_by: string | null;
  gateway_state: 'started' | 'paid' | 'failed' | null;
  gateway_reason: string | null;
  gateway_refund_id: string | null;
  gateway_attempts: number | null;
}

/** Refunds, due first (oldest due on top: they are waiting longest), then paid, newest first. */
export async function listRefunds(
  db: D1Database,
  filter: { status?: 'due' | 'paid' },
  page: number,
): Promise<{ refunds: RefundLine[]; total: number }> {
  const where = filter.status ? 'WHERE r.status = ?1' : '';
  const params = filter.status ? [filter.status] : [];
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT a.reference, a.patient_name, a.patient_phone, d.name AS doctor_name, r.amount, a.fee, r.rule_id,
           r.percent, r.status, r.created_at, r.created_by, r.upi_reference, p.upi_reference AS paid_with, r.paid_at,
           r.paid_by, gr.state AS gateway_state, gr.reason AS gateway_reason, gr.gateway_refund_id,
           gr.attempts AS gateway_attempts
         FROM refunds r JOIN appointments a ON a.id = r.appointment_id JOIN doctors d ON d.id = a.doctor_id
           LEFT JOIN payments p ON p.appointment_id = r.appointment_id
           LEFT JOIN gateway_refunds gr ON gr.refund_id = r.id
         ${where}
         ORDER BY r.status = 'paid', CASE WHEN r.status = 'due' THEN r.created_at ELSE -r.paid_at END, r.id
         LIMIT ${BILLING_PAGE_SIZE} OFFSET ${offsetOf(page)}`,
      )
      .bind(...params),
    db.prepare(`SELECT COUNT(*) AS total FROM refunds r ${where}`).bind(...params),
  ]);
  return {
    refunds: ((rows?.results ?? []) as RefundLineRow[]).map((row) => ({
      reference: row.reference,
      patientName: row.patient_name,
      patientPhone: row.patient_phone,
      doctorName: row.doctor_name,
      amount: row.amount,
      fee: row.fee,
      ruleId: row.rule_id,
      percent: row.percent,
      status: row.status,
      createdAt: row.created_at,
      createdBy: row.created_by,
      upiReference: row.upi_reference,
      paidWith: row.paid_with,
      paidAt: row.paid_at,
      paidBy: row.paid_by,
      gatewayState: row.gateway_state,
      gatewayReason: row.gateway_reason,
      gatewayRefundId: row.gateway_refund_id,
      gatewayAttempts: row.gateway_attempts,
    })),
    total: ((count?.results ?? []) as { total: number }[])[0]?.total ?? 0,
  };
}

/** The sidebar's Refunds badge: refunds due (not paid back yet). */
export async function countRefundsDue(db: D1Database): Promise<number> {
  const row = await db.prepare(`SELECT COUNT(*) AS total FROM refunds WHERE status = 'due'`).first<{ total: number }>();
  return row?.total ?? 0;
}
