// The hosted payment link of an appointment (decision 0032): made once per appointment and gateway, with the amount
// (the fee), the reference and the callback from the server, and kept, so "Pay" pressed twice opens the same page.
import type { GatewayPaymentLink } from './types';
import type { PaymentGateway, Refused } from './gateway';
import type { Appointment } from '../appointment-rows';
import { PATIENT_PAYMENT_OPTIONS, type GatewayConfig, type PatientPaymentOption } from '../../gateway-config';
import { auditStatement, type Actor } from '../../audit';

/** @table gateway_links */
interface LinkRow {
  link_id: string;
  short_url: string;
  amount: number;
}

async function storedLink(db: D1Database, appointmentId: number, gateway: string): Promise<GatewayPaymentLink | null> {
  const row = await db
    .prepare('SELECT link_id, short_url, amount FROM gateway_links WHERE appointment_id = ?1 AND gateway = ?2')
    .bind(appointmentId, gateway)
    .first<LinkRow>();
  return row ? { linkId: row.link_id, shortUrl: row.short_url, amount: row.amount } : null;
}

/** The appointment's payment link: the stored one for its fee, or a new one from the gateway. */
export async function paymentLinkFor(
  db: D1Database,
  gateway: PaymentGateway,
  appointment: Appointment,
  callbackUrl: string,
  description: string,
  now: number,
): Promise<{ ok: true; link: GatewayPaymentLink } | Refused> {
  const stored = await storedLink(db, appointment.id, gateway.name);
  if (stored && stored.amount === appointment.fee) return { ok: true, link: stored };
  if (stored) return { ok: false, reason: 'The fee changed after the payment link was made.', status: null };
  const created = await gateway.createLink({
    reference: appointment.reference,
    amount: appointment.fee,
    description,
    callbackUrl,
    customer: { name: appointment.patientName, contact: appointment.patientPhone, email: appointment.patientEmail },
  });
  if (!created.ok) {
    // A link made by a request that lost its answer: the gateway refuses the reference again; ours may be stored now.
    const again = await storedLink(db, appointment.id, gateway.name);
    return again ? { ok: true, link: again } : created;
  }
  await db
    .prepare(
      `INSERT INTO gateway_links (appointment_id, gateway, link_id, short_url, amount, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6) ON CONFLICT DO NOTHING`,
    )
    .bind(appointment.id, gateway.name, created.link.linkId, created.link.shortUrl, created.link.amount, now)
    .run();
  const kept = await storedLink(db, appointment.id, gateway.name);
  return { ok: true, link: kept ?? created.link };
}

/** What the patient is offered: the setting's choice, narrowed to UPI when no gateway is configured. */
export async function patientPaymentOption(db: D1Database, config: GatewayConfig): Promise<PatientPaymentOption> {
  if (!config.gateway) return 'upi';
  const row = await db
    .prepare('SELECT patient_sees FROM payment_settings WHERE id = 1')
    .first<{ patient_sees: PatientPaymentOption }>();
  return row?.patient_sees ?? config.defaultOption;
}

/** The stored choice (null: the configured default). */
export async function storedPaymentOption(db: D1Database): Promise<PatientPaymentOption | null> {
  const row = await db
    .prepare('SELECT patient_sees FROM payment_settings WHERE id = 1')
    .first<{ patient_sees: PatientPaymentOption }>();
  return row?.patient_sees ?? null;
}

export async function savePaymentOption(
  db: D1Database,
  option: PatientPaymentOption,
  actor: Actor,
  now: number,
): Promise<void> {
  if (!(PATIENT_PAYMENT_OPTIONS as readonly string[]).includes(option)) throw new RangeError(option);
  await db.batch([
    db
      .prepare(
        `INSERT INTO payment_settings (id, patient_sees, updated_at, updated_by) VALUES (1, ?1, ?2, ?3)
         ON CONFLICT (id) DO UPDATE SET patient_sees = ?1, updated_at = ?2, updated_by = ?3
         WHERE patient_sees <> ?1`,
      )
      .bind(option, now, actor.email ?? actor.id),
    auditStatement(
      db,
      { at: now, actor, action: 'payment-setting', reference: null, detail: `patients are offered: ${option}` },
      { onlyIf: 'changes() = 1' },
    ),
  ]);
}
