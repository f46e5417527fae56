// The gateway phase of `npm run reliability` (RELIABILITY_ONLY=gateway alone; decision 0032): 1,000 webhooks to a
// site served as `npm start` serves it, in a shuffled order, ten at a time. 850 are genuine: a payment_link.paid and
// a payment.captured for each of 425 payments (two events of one payment, as the gateway sends them, so deliveries
// race); 100 are replays of genuine events (the same event id and body again); 50 are forgeries (25 signed with
// another secret for appointments nobody paid, 25 genuine bodies changed after signing, for those appointments too).
// Afterwards every payment must be recorded exactly once against its appointment (0 doubled, 0 lost) and no forged
// appointment paid nor forged call answered 2xx (0 accepted forgeries); no call may answer 5xx.
import { createHmac, randomBytes } from 'node:crypto';
import { DEVELOPMENT_GATEWAY_SECRETS } from '../../src/gateway-config.ts';
import { serveBuild } from '../serve.ts';
import { percentile } from './stats.ts';

export interface GatewayResult {
  webhooks: number;
  genuine: number;
  replays: number;
  forgeries: number;
  payments: number;
  recorded: number;
  doubled: number;
  lost: number;
  acceptedForgeries: number;
  fiveHundreds: number;
  outcomes: Record<string, number>;
  p50: number;
  p99: number;
  seconds: number;
}

const DOCTOR = 'reliability-gateway-doctor';
const FEE = 49_900;
const PAYMENTS = 425;
const DECOYS = 50;
const REPLAYS = 100;

interface Call {
  kind: 'genuine' | 'replay' | 'forged';
  body: string;
  id: string;
  signature: string;
}

const sign = (body: string, secret: string = DEVELOPMENT_GATEWAY_SECRETS.RAZORPAY_WEBHOOK_SECRET) =>
  createHmac('sha256', secret).update(body).digest('hex');
const token = (prefix: string) => `${prefix}_${randomBytes(9).toString('hex').slice(0, 14)}`;

function body(event: string, reference: string, paymentId: string, amount: number): string {
  const payment = {
    id: paymentId,
    entity: 'payment',
    amount,
    currency: 'INR',
    status: 'captured',
    method: ['upi', 'card', 'netbanking'][paymentId.charCodeAt(5) % 3],
    fee: Math.round(amount * 0.02),
    tax: Math.round(amount * 0.0036),
    notes: { reference },
    created_at: Math.floor(Date.now() / 1000),
  };
  const payload: Record<string, { entity: unknown }> = { payment: { entity: payment } };
  if (event === 'payment_link.paid')
    payload.payment_link = { entity: { id: `plink_${paymentId.slice(4)}`, reference_id: reference, status: 'paid' } };
  return JSON.stringify({
    entity: 'event',
    account_id: 'acc_Reliability01',
    event,
    contains: Object.keys(payload),
    payload,
    created_at: payment.created_at,
  });
}

/** A seeded shuffle, so a run can be repeated. */
function shuffle<T>(items: T[], seed = 43): T[] {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

export async function gatewayTest(port: number): Promise<GatewayResult> {
  const site = `http://localhost:${port}`;
  const served = await serveBuild({
    port,
    rateLimit: 100_000,
    vars: { SITE_URL: site, PHONE_CHANNELS: 'off', PAYMENT_GATEWAY: 'razorpay' },
  });
  try {
    const db = await served.miniflare.getD1Database('DB');
    const now = Date.now();
    await db
      .prepare(
        `INSERT INTO doctors (id, name, specialization, department, qualifications, registration_number, council,
           languages, fee, minutes, active, sample, updated_at)
         VALUES (?1, 'Dr. Gateway Test', 'General Physician', 'general-physician', 'MBBS', 'TEST-0043',
           'Tamil Nadu Medical Council', '["en","hi"]', ?2, 15, 1, 0, ?3)`,
      )
      .bind(DOCTOR, FEE, now)
      .run();
    // Appointments booked and confirmed, unpaid: one per payment, and the decoys only forgeries name.
    const total = PAYMENTS + DECOYS;
    const references = Array.from(
      { length: total },
      (_, index) => `AP-G${index.toString(36).toUpperCase().padStart(5, '0')}`,
    );
    const start = Math.ceil((now + 2 * 86_400_000) / 900_000) * 900_000;
    for (let index = 0; index < total; index += 50)
      await db.batch(
        references.slice(index, index + 50).map((reference, offset) =>
          db
            .prepare(
              `INSERT INTO appointments (reference, doctor_id, starts_at, ends_at, mode, fee, patient_name, patient_phone,
                 patient_email, account_id, request_reference, locale, status, hold_expires_at, dedupe_key, created_at,
                 updated_at, whatsapp_consent)
               VALUES (?1, ?2, ?3, ?4, 'video', ?5, 'Reliability Patient', '+919800000000', NULL, NULL, NULL, 'en',
                 'confirmed', NULL, NULL, ?6, ?6, 0)`,
            )
            .bind(
              reference,
              DOCTOR,
              start + (index + offset) * 900_000,
              start + (index + offset) * 900_000 + 900_000,
              FEE,
              now,
            ),
        ),
      );
    const paid = references.slice(0, PAYMENTS);
    const decoys = references.slice(PAYMENTS);
    const paymentOf = new Map(paid.map((reference) => [reference, token('pay')]));
    const genuine: Call[] = paid.flatMap((reference) => {
      const paymentId = paymentOf.get(reference) ?? '';
      return ['payment_link.paid', 'payment.captured'].map((event) => {
        const text = body(event, reference, paymentId, FEE);
        return { kind: 'genuine' as const, body: text, id: token('evt').slice(4), signature: sign(text) };
      });
    });
    const replays: Call[] = shuffle([...genuine], 7)
      .slice(0, REPLAYS)
      .map((call) => ({ ...call, kind: 'replay' as const }));
    const forgeries: Call[] = decoys.map((reference, index) => {
      const text = body('payment_link.paid', reference, token('pay'), FEE);
      if (index % 2 === 0)
        return {
          kind: 'forged' as const,
          body: text,
          id: token('evt').slice(4),
          signature: sign(text, 'a-guessed-secret'),
        };
      // Signed as the gateway would sign another body, then changed: the appointment named is a decoy.
      const original = body('payment_link.paid', paid[index] ?? '', token('pay'), FEE);
      return { kind: 'forged' as const, body: text, id: token('evt').slice(4), signature: sign(original) };
    });
    const calls = shuffle([...genuine, ...replays, ...forgeries]);
    const times: number[] = [];
    const outcomes: Record<string, number> = {};
    let fiveHundreds = 0;
    let acceptedForgeries = 0;
    const began = Date.now();
    const send = async (call: Call) => {
      const at = performance.now();
      const response = await fetch(`${site}/webhooks/razorpay`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Razorpay-Signature': call.signature,
          'X-Razorpay-Event-Id': call.id,
        },
        body: call.body,
        signal: AbortSignal.timeout(30_000),
      });
      const text = await response.text();
      times.push(performance.now() - at);
      if (response.status >= 500) fiveHundreds += 1;
      if (call.kind === 'forged' && response.status < 300) acceptedForgeries += 1;
      const outcome =
        response.status === 200 ? ((JSON.parse(text) as { outcome?: string }).outcome ?? '?') : String(response.status);
      const key = `${call.kind} ${outcome}`;
      outcomes[key] = (outcomes[key] ?? 0) + 1;
    };
    for (let index = 0; index < calls.length; index += 10) await Promise.all(calls.slice(index, index + 10).map(send));
    const seconds = (Date.now() - began) / 1000;

    const { results } = await db
      .prepare(
        `SELECT a.reference, a.payment, COUNT(p.id) AS payments, MAX(p.upi_reference) AS paid_with,
           (SELECT COUNT(*) FROM gateway_payments g WHERE g.appointment_id = a.id) AS gateway_rows
         FROM appointments a LEFT JOIN payments p ON p.appointment_id = a.id
         WHERE a.doctor_id = ?1 GROUP BY a.id`,
      )
      .bind(DOCTOR)
      .all<{ reference: string; payment: string; payments: number; paid_with: string | null; gateway_rows: number }>();
    const byReference = new Map(results.map((row) => [row.reference, row]));
    let recorded = 0;
    let doubled = 0;
    let lost = 0;
    for (const reference of paid) {
      const row = byReference.get(reference);
      if (!row || row.payment !== 'paid' || row.paid_with !== paymentOf.get(reference)) lost += 1;
      else recorded += 1;
      if (row && (row.payments > 1 || row.gateway_rows > 1)) doubled += 1;
    }
    for (const reference of decoys) {
      const row = byReference.get(reference);
      if (row && (row.payment !== 'unpaid' || row.payments > 0)) acceptedForgeries += 1;
    }
    return {
      webhooks: calls.length,
      genuine: genuine.length,
      replays: replays.length,
      forgeries: forgeries.length,
      payments: PAYMENTS,
      recorded,
      doubled,
      lost,
      acceptedForgeries,
      fiveHundreds,
      outcomes,
      p50: percentile(times, 50),
      p99: percentile(times, 99),
      seconds,
    };
  } finally {
    await served.dispose();
  }
}

export function gatewayHeld(result: GatewayResult): boolean {
  return result.doubled === 0 && result.lost === 0 && result.acceptedForgeries === 0 && result.fiveHundreds === 0;
}

export function gatewaySummary(result: GatewayResult): string {
  const rows: [string, string][] = [
    ['webhooks sent (shuffled, 10 at a time)', String(result.webhooks)],
    ['  genuine (2 events per payment)', String(result.genuine)],
    ['  replays (same event id and body)', String(result.replays)],
    ['  forgeries (wrong secret, changed body)', String(result.forgeries)],
    ['payments expected', String(result.payments)],
    ['payments recorded once', String(result.recorded)],
    ['double payments', String(result.doubled)],
    ['lost payments', String(result.lost)],
    ['accepted forgeries', String(result.acceptedForgeries)],
    ['5xx answers', String(result.fiveHundreds)],
    ['time per webhook p50 / p99', `${result.p50.toFixed(0)} ms / ${result.p99.toFixed(0)} ms`],
    ['whole run', `${result.seconds.toFixed(1)} s`],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  const outcomes = Object.entries(result.outcomes)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, count]) => `    ${key}: ${count}`);
  return [
    `Gateway webhooks: ${gatewayHeld(result) ? 'held' : 'FAILED'}`,
    ...rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`),
    '  answers by kind and outcome:',
    ...outcomes,
  ].join('\n');
}
