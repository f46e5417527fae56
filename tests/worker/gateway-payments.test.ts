// Payments through the gateway (decision 0032): the webhook records a payment only with a signature over the raw body,
// once per event id and once per payment however deliveries race; what is not exactly the fee of an unpaid
// appointment is a finding; the callback changes nothing; "Pay" opens the stand-in's hosted page made by the server;
// refunds go through the gateway with an idempotency key; the night's reconciliation finds a payment the site missed
// and a coordinator attaches it.
import { createExecutionContext, createScheduledController, env, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  appointmentKey,
  appointmentLinkSecret,
  attachFinding,
  cancelAppointment,
  configuredGateway,
  findAppointment,
  razorpayGateway,
  reconcileGateway,
  retryGatewayRefund,
  revenueByDoctor,
  startGatewayRefund,
} from '../../src/appointments';
import { PATIENT_ACTOR } from '../../src/audit';
import { DEVELOPMENT_GATEWAY_SECRETS } from '../../src/gateway-config';
import worker from '../../src/index';
import { postForm, SITE, signIn } from './auth-helpers';
import { bookAppointment, COORDINATOR, FEE, testDoctor } from './billing-support';
import {
  callbackQuery,
  captured,
  eventBody,
  eventId,
  freshId,
  hmacHex,
  linkPaid,
  postWebhook,
  standInPayment,
} from './gateway-support';

const DAY = 24 * 60 * 60 * 1000;
let doctorId = '';
let slot = 0;
const nextStart = () => {
  slot += 1;
  return Math.ceil((Date.now() + 3 * DAY) / 1_800_000) * 1_800_000 + slot * 1_800_000;
};

const db = () => env.DB;
const count = async (sql: string, ...values: unknown[]) =>
  ((
    await db()
      .prepare(sql)
      .bind(...values)
      .first<{ n: number }>()
  )?.n ?? 0) as number;
const paymentsOf = (reference: string) =>
  count(
    'SELECT COUNT(*) AS n FROM payments p JOIN appointments a ON a.id = p.appointment_id WHERE a.reference = ?1',
    reference,
  );
const state = async (reference: string) => (await findAppointment(db(), reference))?.payment;

beforeAll(async () => {
  doctorId = await testDoctor(Date.now(), 'MH-2019-4411');
});

describe('the webhook', () => {
  it('records a signed payment once: payment, receipt, gateway row, the patient told, audited', async () => {
    const reference = await bookAppointment(doctorId, nextStart(), { patientEmail: 'gw-paid@careline.example' });
    const payment = { id: freshId('pay'), amount: FEE, reference, method: 'card' };
    const response = await postWebhook(linkPaid(payment));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ outcome: 'paid' });
    expect(await state(reference)).toBe('paid');
    const row = await db()
      .prepare(
        'SELECT p.upi_reference, p.receipt_number, p.amount FROM payments p JOIN appointments a ON a.id = p.appointment_id WHERE a.reference = ?1',
      )
      .bind(reference)
      .first<{ upi_reference: string; receipt_number: string; amount: number }>();
    expect(row).toMatchObject({ upi_reference: payment.id, amount: FEE });
    expect(row?.receipt_number).toMatch(/^RC-/);
    const gatewayRow = await db()
      .prepare('SELECT method, fee, how, link_id FROM gateway_payments WHERE payment_id = ?1')
      .bind(payment.id)
      .first();
    expect(gatewayRow).toMatchObject({ method: 'card', fee: Math.round(FEE * 0.02), how: 'webhook' });
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM notifications WHERE reference = ?1 AND event = 'appointment.paid'",
        reference,
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(
      await count("SELECT COUNT(*) AS n FROM audit_log WHERE reference = ?1 AND action = 'payment'", reference),
    ).toBe(1);
  });

  it('refuses a wrong signature and a changed body with 401, and stores nothing', async () => {
    const reference = await bookAppointment(doctorId, nextStart());
    const payment = { id: freshId('pay'), amount: FEE, reference };
    const body = linkPaid(payment);
    const id = eventId();
    expect((await postWebhook(body, { id, secret: 'not-the-webhook-secret' })).status).toBe(401);
    expect((await postWebhook(body, { id, signature: 'sha256=nothex' })).status).toBe(401);
    // Signed as sent, then changed on the way: the amount is the gateway's, the signature no longer holds.
    const good = await postWebhook(body.replace(`"amount":${FEE}`, `"amount":${FEE - 100}`), {
      id,
      signature: await hmacHex(DEVELOPMENT_GATEWAY_SECRETS.RAZORPAY_WEBHOOK_SECRET, body),
    });
    expect(good.status).toBe(401);
    // A missing signature too.
    const none = await SELF.fetch(`${SITE}/webhooks/razorpay`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Razorpay-Event-Id': id },
      body,
    });
    expect(none.status).toBe(401);
    expect(await state(reference)).toBe('unpaid');
    expect(await paymentsOf(reference)).toBe(0);
    expect(await count('SELECT COUNT(*) AS n FROM gateway_events WHERE event_id = ?1', id)).toBe(0);
  });

  it('a replayed event changes nothing', async () => {
    const reference = await bookAppointment(doctorId, nextStart());
    const body = linkPaid({ id: freshId('pay'), amount: FEE, reference });
    const id = eventId();
    expect(await (await postWebhook(body, { id })).json()).toMatchObject({ outcome: 'paid' });
    const audit = await count('SELECT COUNT(*) AS n FROM audit_log WHERE reference = ?1', reference);
    for (let i = 0; i < 3; i++) {
      const again = await postWebhook(body, { id });
      expect(again.status).toBe(200);
      expect(await again.json()).toMatchObject({ outcome: 'replay' });
    }
    expect(await paymentsOf(reference)).toBe(1);
    expect(await count('SELECT COUNT(*) AS n FROM audit_log WHERE reference = ?1', reference)).toBe(audit);
  });

  it('an event for an unknown payment is a finding, not a payment', async () => {
    const payment = { id: freshId('pay'), amount: FEE, reference: 'AP-ZZZZZZ' };
    expect(await (await postWebhook(captured(payment))).json()).toMatchObject({ outcome: 'finding:unknown-payment' });
    const finding = await db()
      .prepare('SELECT kind, amount FROM gateway_findings WHERE subject = ?1')
      .bind(payment.id)
      .first();
    expect(finding).toMatchObject({ kind: 'unknown-payment', amount: FEE });
    expect(await count('SELECT COUNT(*) AS n FROM gateway_payments WHERE payment_id = ?1', payment.id)).toBe(0);
  });

  it('an amount that differs from the fee is a finding; the appointment stays unpaid', async () => {
    const reference = await bookAppointment(doctorId, nextStart());
    const payment = { id: freshId('pay'), amount: FEE - 10_000, reference };
    expect(await (await postWebhook(linkPaid(payment))).json()).toMatchObject({ outcome: 'finding:amount-differs' });
    expect(await state(reference)).toBe('unpaid');
    expect(await paymentsOf(reference)).toBe(0);
    const finding = await db()
      .prepare('SELECT kind, amount, expected, reference FROM gateway_findings WHERE subject = ?1')
      .bind(payment.id)
      .first();
    expect(finding).toMatchObject({ kind: 'amount-differs', amount: FEE - 10_000, expected: FEE, reference });
  });

  it('deliveries racing (link paid and captured, each twice, at once) leave exactly one payment', async () => {
    const reference = await bookAppointment(doctorId, nextStart());
    const payment = { id: freshId('pay'), amount: FEE, reference };
    const calls = [linkPaid(payment), captured(payment), linkPaid(payment), captured(payment)].map((body) =>
      postWebhook(body),
    );
    const answers = await Promise.all(calls);
    const outcomes = await Promise.all(
      answers.map(async (answer) => ((await answer.json()) as { outcome: string }).outcome),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(outcomes.filter((outcome) => outcome === 'paid')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'duplicate')).toHaveLength(3);
    expect(await paymentsOf(reference)).toBe(1);
    expect(await count('SELECT COUNT(*) AS n FROM gateway_payments WHERE payment_id = ?1', payment.id)).toBe(1);
    expect(
      await count("SELECT COUNT(*) AS n FROM audit_log WHERE reference = ?1 AND action = 'payment'", reference),
    ).toBe(1);
  });

  it('a second payment for an appointment already paid is a finding to refund', async () => {
    const reference = await bookAppointment(doctorId, nextStart());
    await postWebhook(linkPaid({ id: freshId('pay'), amount: FEE, reference }));
    const second = { id: freshId('pay'), amount: FEE, reference };
    expect(await (await postWebhook(captured(second))).json()).toMatchObject({ outcome: 'finding:already-paid' });
    expect(await paymentsOf(reference)).toBe(1);
  });
});

describe('paying from the appointment page', () => {
  async function keyOf(reference: string) {
    const appointment = await findAppointment(db(), reference);
    return appointmentKey(appointmentLinkSecret(env), reference, appointment!.patientPhone);
  }

  it('"Pay ₹599" is offered, and opens the hosted page the server made with the fee and the callback', async () => {
    const reference = await bookAppointment(doctorId, nextStart());
    const key = await keyOf(reference);
    const html = await (await SELF.fetch(`${SITE}/appointments/${reference}?key=${key}`)).text();
    expect(html).toContain('Pay ₹599');
    expect(html).toContain(`href="/appointments/${reference}/pay?key=${key}"`);
    // A browser's amount or callback is never read: only the key.
    const pay = await SELF.fetch(
      `${SITE}/appointments/${reference}/pay?key=${key}&amount=1&callback_url=https://evil.example`,
      { redirect: 'manual' },
    );
    expect(pay.status).toBe(303);
    const target = pay.headers.get('Location') ?? '';
    expect(target).toMatch(new RegExp(`^${env.TEST_GATEWAY_URL}/pay/plink_`));
    const hosted = await (await fetch(target)).text();
    expect(hosted).toContain('₹599');
    expect(hosted).toContain(reference);
    const link = await db()
      .prepare(
        'SELECT link_id, amount FROM gateway_links l JOIN appointments a ON a.id = l.appointment_id WHERE a.reference = ?1',
      )
      .bind(reference)
      .first<{ link_id: string; amount: number }>();
    expect(link?.amount).toBe(FEE);
    // Opened again: the same page.
    const again = await SELF.fetch(`${SITE}/appointments/${reference}/pay?key=${key}`, { redirect: 'manual' });
    expect(again.headers.get('Location')).toBe(target);
    // A wrong key opens nothing.
    const wrong = await SELF.fetch(`${SITE}/appointments/${reference}/pay?key=${'x'.repeat(22)}`, {
      redirect: 'manual',
    });
    expect(wrong.status).toBe(400);
  });

  it('the callback: a bad signature is 400 and changes nothing; then "confirming" until the webhook; then the receipt', async () => {
    const reference = await bookAppointment(doctorId, nextStart());
    const key = await keyOf(reference);
    const facts = { paymentId: freshId('pay'), linkId: freshId('plink'), reference };
    const forged = await callbackQuery(facts, 'not-the-key-secret');
    const bad = await SELF.fetch(`${SITE}/appointments/${reference}/paid?key=${key}&${forged}`);
    expect(bad.status).toBe(400);
    expect(await state(reference)).toBe('unpaid');
    const query = await callbackQuery(facts);
    const waiting = await SELF.fetch(`${SITE}/appointments/${reference}/paid?key=${key}&${query}`, {
      redirect: 'manual',
    });
    expect(waiting.status).toBe(200);
    const page = await waiting.text();
    expect(page).toContain('We are confirming your payment');
    expect(page).toMatch(/http-equiv="refresh"/i);
    expect(page).not.toContain('Paid. Thank you.');
    expect(await state(reference)).toBe('unpaid');
    await postWebhook(linkPaid({ id: facts.paymentId, amount: FEE, reference }));
    const done = await SELF.fetch(`${SITE}/appointments/${reference}/paid?key=${key}&${query}`, { redirect: 'manual' });
    expect(done.status).toBe(303);
    const shown = await (await SELF.fetch(`${SITE}${done.headers.get('Location')}`)).text();
    expect(shown).toContain('Paid. Thank you.');
    expect(shown).toContain('See your receipt');
  });
});

describe('refunds through the gateway', () => {
  it('a cancellation starts the refund with an idempotency key; the refund webhook marks it paid, once', async () => {
    const reference = await bookAppointment(doctorId, nextStart());
    const made = await standInPayment(FEE, reference);
    await postWebhook(linkPaid({ id: made.id, amount: FEE, reference }));
    const now = Date.now();
    const cancelled = await cancelAppointment(db(), { reference, by: 'patient', actor: PATIENT_ACTOR, now });
    expect(cancelled.ok).toBe(true);
    const gateway = configuredGateway(env).gateway!;
    const started = await startGatewayRefund(db(), gateway, { reference, actor: PATIENT_ACTOR, now });
    expect(started.ok).toBe(true);
    if (!started.ok) return;
    expect(started.refund).toMatchObject({ state: 'started', amount: FEE, paymentId: made.id });
    expect(started.refund.idempotencyKey).toMatch(/^careline-rf\d+-a1$/);
    expect(started.refund.gatewayRefundId).toMatch(/^rfnd_/);
    // Started twice: the same refund, no second call.
    const twice = await startGatewayRefund(db(), gateway, { reference, actor: PATIENT_ACTOR, now });
    expect(twice.ok && twice.refund.gatewayRefundId).toBe(started.refund.gatewayRefundId);
    expect(await state(reference)).toBe('refund-due');
    const refundEntity = {
      id: started.refund.gatewayRefundId,
      entity: 'refund',
      amount: FEE,
      payment_id: made.id,
      status: 'processed',
      notes: { refund_row: String(started.refund.refundId) },
      created_at: Math.floor(Date.now() / 1000),
    };
    const id = eventId();
    const body = eventBody('refund.processed', { refund: refundEntity });
    expect(await (await postWebhook(body, { id })).json()).toMatchObject({ outcome: 'refund-paid' });
    expect(await (await postWebhook(body, { id })).json()).toMatchObject({ outcome: 'replay' });
    expect(await state(reference)).toBe('refunded');
    const refund = await db()
      .prepare(
        'SELECT r.status, r.upi_reference FROM refunds r JOIN appointments a ON a.id = r.appointment_id WHERE a.reference = ?1',
      )
      .bind(reference)
      .first();
    expect(refund).toMatchObject({ status: 'paid', upi_reference: started.refund.gatewayRefundId });
  });

  it('a failed refund keeps the gateway reason; trying again uses a new key', async () => {
    const reference = await bookAppointment(doctorId, nextStart());
    const made = await standInPayment(FEE, reference);
    await postWebhook(linkPaid({ id: made.id, amount: FEE, reference }));
    const now = Date.now();
    await cancelAppointment(db(), { reference, by: 'provider', actor: COORDINATOR, now });
    const gateway = configuredGateway(env).gateway!;
    const started = await startGatewayRefund(db(), gateway, { reference, actor: COORDINATOR, now });
    if (!started.ok) throw new Error('not started');
    const failed = eventBody('refund.failed', {
      refund: {
        id: started.refund.gatewayRefundId,
        entity: 'refund',
        amount: FEE,
        payment_id: made.id,
        status: 'failed',
        error_description: 'Beneficiary account closed',
        created_at: Math.floor(Date.now() / 1000),
      },
    });
    await fetch(`${env.TEST_GATEWAY_URL}/control/refunds/${started.refund.gatewayRefundId}/fail`, { method: 'POST' });
    expect(await (await postWebhook(failed)).json()).toMatchObject({ outcome: 'refund-failed' });
    const row = await db()
      .prepare('SELECT state, reason FROM gateway_refunds WHERE id = ?1')
      .bind(started.refund.id)
      .first();
    expect(row).toMatchObject({ state: 'failed', reason: 'Beneficiary account closed' });
    expect(await state(reference)).toBe('refund-due');
    // Billing → Refunds shows it with the reason and "Try again", which starts a new attempt with a new key.
    const admin = await signIn('admin', 'admin');
    const screen = await (
      await SELF.fetch(`${SITE}/admin/billing/refunds?status=due`, { headers: { Cookie: admin } })
    ).text();
    const shown = screen.slice(screen.indexOf(`id="refund-${reference}"`));
    expect(shown).toContain('Refund failed at the gateway');
    expect(shown).toContain('Beneficiary account closed');
    expect(shown).toContain('Try again');
    const retried = await postForm('/admin/billing/refunds', { action: 'retry', reference }, { Cookie: admin });
    expect(retried.status).toBe(303);
    const again = await db()
      .prepare('SELECT state, attempts, idempotency_key FROM gateway_refunds WHERE id = ?1')
      .bind(started.refund.id)
      .first<{ state: string; attempts: number; idempotency_key: string }>();
    expect(again).toMatchObject({ state: 'started', attempts: 2 });
    expect(again?.idempotency_key).toMatch(/-a2$/);
    // Only a failed refund is tried again.
    const twice = await retryGatewayRefund(db(), gateway, { reference, actor: COORDINATOR, now: now + 2 });
    expect(twice).toMatchObject({ ok: false, reason: 'not-failed' });
  });
});

describe('the nightly reconciliation', () => {
  it('finds a payment the site never heard of; a coordinator attaches it to its appointment (audited)', async () => {
    const reference = await bookAppointment(doctorId, nextStart());
    const missed = await standInPayment(FEE, reference);
    const now = Date.now();
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: now, cron: '0 22 * * *' }), env, ctx);
    await waitOnExecutionContext(ctx);
    const finding = await db()
      .prepare('SELECT id, kind, amount, reference FROM gateway_findings WHERE subject = ?1')
      .bind(missed.id)
      .first<{ id: number; kind: string; amount: number; reference: string }>();
    expect(finding).toMatchObject({ kind: 'missed-payment', amount: FEE, reference });
    expect(await state(reference)).toBe('unpaid');
    // Run again: found once.
    const ctx2 = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: now + 1, cron: '0 22 * * *' }), env, ctx2);
    await waitOnExecutionContext(ctx2);
    expect(await count('SELECT COUNT(*) AS n FROM gateway_findings WHERE subject = ?1', missed.id)).toBe(1);
    // Billing → Payments lists it with what to do, and attaches it.
    const admin = await signIn('admin', 'admin');
    const screen = await (await SELF.fetch(`${SITE}/admin/billing/payments`, { headers: { Cookie: admin } })).text();
    expect(screen).toContain('Payment the site missed');
    expect(screen).toContain(missed.id);
    expect(screen).toContain('Attach the payment');
    const attached = await postForm(
      '/admin/billing/payments',
      { action: 'attach', finding: String(finding!.id), reference },
      { Cookie: admin },
    );
    expect(attached.status).toBe(303);
    expect(await state(reference)).toBe('paid');
    expect(
      await count("SELECT COUNT(*) AS n FROM audit_log WHERE reference = ?1 AND action = 'gateway-attach'", reference),
    ).toBe(1);
    expect(
      await count('SELECT COUNT(*) AS n FROM gateway_findings WHERE id = ?1 AND resolved_at IS NOT NULL', finding!.id),
    ).toBe(1);
    // Attached twice: refused.
    expect(await attachFinding(db(), { id: finding!.id, reference, actor: COORDINATOR, now: now + 3 })).toMatchObject({
      ok: false,
    });
  });
});

describe('what the patient is offered (Settings → Payments)', () => {
  it('gateway only hides the UPI QR, UPI only hides Pay, both shows both; each change audited', async () => {
    const reference = await bookAppointment(doctorId, nextStart());
    const appointment = await findAppointment(db(), reference);
    const key = await appointmentKey(appointmentLinkSecret(env), reference, appointment!.patientPhone);
    const admin = await signIn('admin', 'admin');
    const page = async () => (await SELF.fetch(`${SITE}/appointments/${reference}?key=${key}`)).text();
    const choose = async (option: string) => {
      const saved = await postForm('/admin/settings/payments', { option }, { Cookie: admin });
      expect(saved.status).toBe(303);
    };
    await choose('upi');
    let html = await page();
    expect(html).not.toContain(`/appointments/${reference}/pay?key=`);
    expect(html).toContain('upi://pay?');
    await choose('gateway');
    html = await page();
    expect(html).toContain(`/appointments/${reference}/pay?key=`);
    expect(html).not.toContain('upi://pay?');
    await choose('both');
    html = await page();
    expect(html).toContain(`/appointments/${reference}/pay?key=`);
    expect(html).toContain('upi://pay?');
    expect(await count("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'payment-setting'")).toBe(3);
    // The same choice again changes nothing and writes no row.
    await choose('both');
    expect(await count("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'payment-setting'")).toBe(3);
    const refused = await postForm('/admin/settings/payments', { option: 'cash' }, { Cookie: admin });
    expect(refused.status).toBe(400);
  });
});

describe('revenue and the nightly reconciliation of refunds', () => {
  it('the reports count a gateway payment and its refund as they count UPI ones; a refund stuck a day is found', async () => {
    const ownDoctor = await testDoctor(Date.now(), 'MH-2020-5522');
    const reference = await bookAppointment(ownDoctor, nextStart());
    const made = await standInPayment(FEE, reference);
    await postWebhook(linkPaid({ id: made.id, amount: FEE, reference }));
    const period = { start: Date.now() - DAY, end: Date.now() + DAY };
    const mine = async () => (await revenueByDoctor(db(), period)).find((row) => row.doctorId === ownDoctor);
    expect(await mine()).toMatchObject({ payments: 1, paid: FEE, refunds: 0, refunded: 0 });
    const now = Date.now();
    await cancelAppointment(db(), { reference, by: 'patient', actor: PATIENT_ACTOR, now });
    const gateway = configuredGateway(env).gateway!;
    const started = await startGatewayRefund(db(), gateway, { reference, actor: PATIENT_ACTOR, now });
    if (!started.ok) throw new Error('not started');
    // Two days later it is still not paid: the night's reconciliation lists it as stuck.
    await reconcileGateway(db(), gateway, now + 2 * DAY);
    const stuck = await db()
      .prepare("SELECT kind, amount FROM gateway_findings WHERE kind = 'refund-stuck' AND subject = ?1")
      .bind(started.refund.gatewayRefundId)
      .first();
    expect(stuck).toMatchObject({ kind: 'refund-stuck', amount: FEE });
    const processed = eventBody('refund.processed', {
      refund: {
        id: started.refund.gatewayRefundId,
        entity: 'refund',
        amount: FEE,
        payment_id: made.id,
        status: 'processed',
        created_at: Math.floor(now / 1000),
      },
    });
    await postWebhook(processed);
    expect(await mine()).toMatchObject({ payments: 1, paid: FEE, refunds: 1, refunded: FEE });
  });
});

describe('a refund call the gateway never answered', () => {
  it('stays started with its key (never failed, so never a second refund); sent again, it uses the same key', async () => {
    const reference = await bookAppointment(doctorId, nextStart());
    const made = await standInPayment(FEE, reference);
    await postWebhook(linkPaid({ id: made.id, amount: FEE, reference }));
    const now = Date.now();
    await cancelAppointment(db(), { reference, by: 'provider', actor: COORDINATOR, now });
    const config = configuredGateway(env).config!;
    const silent = razorpayGateway(config.razorpay, async () => {
      throw new TypeError('network connection lost');
    });
    const first = await startGatewayRefund(db(), silent, { reference, actor: COORDINATOR, now });
    expect(first).toMatchObject({ ok: false, reason: 'refused' });
    const row = await db()
      .prepare(
        'SELECT g.state, g.idempotency_key, g.reason, g.gateway_refund_id FROM gateway_refunds g JOIN refunds r ON r.id = g.refund_id JOIN appointments a ON a.id = r.appointment_id WHERE a.reference = ?1',
      )
      .bind(reference)
      .first<{ state: string; idempotency_key: string; reason: string; gateway_refund_id: string | null }>();
    expect(row).toMatchObject({ state: 'started', gateway_refund_id: null });
    expect(row?.reason).toMatch(/^Not confirmed yet/);
    const again = await retryGatewayRefund(db(), configuredGateway(env).gateway!, {
      reference,
      actor: COORDINATOR,
      now,
    });
    expect(again.ok).toBe(true);
    if (!again.ok) return;
    expect(again.refund.idempotencyKey).toBe(row?.idempotency_key);
    expect(again.refund.attempts).toBe(1);
    expect(again.refund.gatewayRefundId).toMatch(/^rfnd_/);
  });
});
