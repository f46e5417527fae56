// Billing in the admin: Payments records a UPI payment (and refuses each wrong one with a 400 and its message),
// Invoices lists the receipts and prints one with the doctor's registration number, the amount in words and figures
// and the GST line, Refunds records a due refund paid back and shows the refund request that quotes it; the
// patient's receipt needs the appointment's key and is in the booking's language. Admins only.
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  appointmentKey,
  appointmentLinkSecret,
  cancelAppointment,
  countAwaitingPayment,
  findAppointment,
  paymentOf,
  refundOfAppointment,
} from '../../src/appointments';
import { insertRequest } from '../../src/requests/store';
import { get, postForm, signIn } from './auth-helpers';
import { bookAppointment, COORDINATOR, FEE, testDoctor } from './billing-support';
import { select, selectOne, visibleText } from './html';

const DAY = 24 * 60 * 60 * 1000;
const SCREENS = ['/admin/billing/payments', '/admin/billing/invoices', '/admin/billing/refunds'];

let admin = '';
let patient = '';
let doctorId = '';
let slot = 0;
/** A fresh start time each call, days ahead on the half hour. */
const nextStart = () => {
  slot += 1;
  return Math.ceil((Date.now() + 3 * DAY) / 1_800_000) * 1_800_000 + slot * 1_800_000;
};
const page = (path: string, cookie = admin) => get(path, { headers: { Cookie: cookie }, redirect: 'manual' });

/** India date and time a minute ago, as the form's inputs take them. */
function paidNow() {
  const india = new Date(Date.now() - 60_000 + 5.5 * 3_600_000).toISOString();
  return { date: india.slice(0, 10), time: india.slice(11, 16) };
}
let utrCounter = 0;
const freshUtr = () => `${Date.now() % 1_000_000}`.padStart(6, '0') + `${++utrCounter}`.padStart(6, '0');

const pay = (reference: string, fields: Record<string, string> = {}) =>
  postForm(
    '/admin/billing/payments',
    { reference, utr: freshUtr(), amount: '599', ...paidNow(), ...fields },
    { Cookie: admin },
  );

beforeAll(async () => {
  [admin, patient] = await Promise.all([signIn('admin', 'admin'), signIn('patient')]);
  doctorId = await testDoctor(Date.now(), 'TN-77123');
});

describe('who may open Billing', () => {
  it('admins see each screen; a signed-in patient gets 403; no session goes to sign in', async () => {
    for (const path of SCREENS) {
      const response = await page(path);
      expect(response.status, path).toBe(200);
      expect((await page(path, patient)).status, path).toBe(403);
      const stranger = await page(path, '');
      expect(stranger.status, path).toBe(303);
      expect(stranger.headers.get('Location')).toMatch(/^\/auth\?next=/);
    }
    const post = await postForm('/admin/billing/payments', { reference: 'AP-000000' }, { Cookie: patient });
    expect(post.status).toBe(403);
  });
});

describe('Payments', () => {
  it('lists what awaits payment, and the badge counts exactly those (one definition)', async () => {
    const reference = await bookAppointment(doctorId, nextStart());
    // Booked by a coordinator and not confirmed yet: owed, and the patient is shown the UPI link.
    const scheduled = await bookAppointment(doctorId, nextStart(), { confirm: false });
    // A patient's pick still on hold (it may lapse): not awaiting payment, neither in the list nor in the badge.
    const pick = await bookAppointment(doctorId, nextStart(), { confirm: false, status: 'requested' });
    const html = await (await page('/admin/billing/payments')).text();
    const rows = (await select(html, 'tbody tr th')).map((cell) => cell.text);
    expect(rows).toContain(reference);
    expect(rows).toContain(scheduled);
    expect(rows).not.toContain(pick);
    // The badge and the list's own total, read from the same page: the same number.
    const total = /of (\d+), soonest first/.exec(visibleText(html))?.[1];
    const badge = await selectOne(html, 'nav[aria-label="Admin"] a[href="/admin/billing/payments"]');
    expect(badge.text).toBe(`Payments : ${total}`);
    expect(Number(total)).toBe(await countAwaitingPayment(env.DB));
    // "Record payment" fills the form with the reference and the fee.
    const filled = await (await page(`/admin/billing/payments?ref=${reference}`)).text();
    expect((await selectOne(filled, '#payment-reference')).attrs.value).toBe(reference);
    expect((await selectOne(filled, '#payment-amount')).attrs.value).toBe('599');
  });

  it('records a payment: the receipt is issued, the appointment paid, the change audited', async () => {
    const reference = await bookAppointment(doctorId, nextStart());
    const utr = freshUtr();
    const response = await pay(reference, { utr, amount: '₹599.00' });
    expect(response.status).toBe(303);
    const location = response.headers.get('Location') ?? '';
    expect(location).toMatch(/^\/admin\/billing\/payments\?recorded=RC-[0-9A-Z]{6}$/);
    const appointment = await findAppointment(env.DB, reference);
    expect(appointment?.payment).toBe('paid');
    const payment = await paymentOf(env.DB, appointment!.id);
    expect(payment).toMatchObject({ amount: FEE, upiReference: utr, recordedBy: 'admin@example.com' });
    const audit = await env.DB.prepare(`SELECT detail FROM audit_log WHERE action = 'payment' AND reference = ?1`)
      .bind(reference)
      .first<{ detail: string }>();
    expect(audit?.detail).toContain(utr);
    const after = visibleText(await (await page(location)).text());
    expect(after).toContain(`Receipt ${payment!.receiptNumber} is issued`);
    expect(after).toContain(utr);
  });

  it('refuses each wrong payment with a 400 and its message, keeping what was typed', async () => {
    const reference = await bookAppointment(doctorId, nextStart());
    const refused = async (fields: Record<string, string>, message: string, ref = reference) => {
      const response = await pay(ref, fields);
      expect(response.status, message).toBe(400);
      const html = await response.text();
      expect(visibleText(html)).toContain(message);
      return html;
    };
    const html = await refused({ utr: '12345' }, 'the 12 digits the UPI app or the bank statement shows');
    expect((await selectOne(html, '#payment-utr')).attrs.value).toBe('12345');
    await refused({ amount: 'five hundred' }, 'Enter the amount in rupees');
    await refused({ amount: '499' }, `The amount must equal the fee of ${reference}: ₹599`);
    await refused({ date: '2026-02-30' }, 'Enter the date and time of the payment');
    await refused({ date: '2099-01-01' }, 'is in the future');
    await refused({}, 'Enter the appointment reference', 'CL-123456');
    await refused({}, 'There is no appointment AP-000000', 'AP-000000');
    // The same UTR twice; then the same appointment twice.
    const utr = freshUtr();
    expect((await pay(reference, { utr })).status).toBe(303);
    const other = await bookAppointment(doctorId, nextStart());
    await refused({ utr }, 'That UTR is already recorded for another payment', other);
    await refused({}, `${reference} is already paid (receipt RC-`);
    // A cancelled appointment takes no payment.
    const cancelled = await bookAppointment(doctorId, nextStart());
    await cancelAppointment(env.DB, { reference: cancelled, by: 'patient', actor: COORDINATOR, now: Date.now() });
    await refused({}, `${cancelled} was cancelled or lapsed`, cancelled);
    expect((await findAppointment(env.DB, other))?.payment).toBe('unpaid');
  });
});

describe('Invoices and the receipt', () => {
  it('lists the receipt and prints it with the registration number, the amount in words and figures, and GST', async () => {
    const reference = await bookAppointment(doctorId, nextStart(), { patientName: 'Ravi Menon' });
    const recorded = await pay(reference);
    const number = new URL(recorded.headers.get('Location') ?? '', 'http://x').searchParams.get('recorded') ?? '';
    const list = await (await page('/admin/billing/invoices')).text();
    const link = await selectOne(list, `a[href="/admin/billing/invoices/${number}"]`);
    expect(link.text).toBe(number);
    const response = await page(`/admin/billing/invoices/${number}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toContain('no-store');
    const text = visibleText(await response.text());
    for (const expected of [
      'Receipt',
      number,
      'Ravi Menon',
      reference,
      'Dr. Kavya Iyer',
      'MBBS, MD (General Medicine)',
      'TN-77123',
      'Tamil Nadu Medical Council',
      'Video consultation',
      '₹599',
      'Five hundred ninety-nine rupees only',
      'exempt from GST (Notification No. 12/2017-Central Tax (Rate), entry 74)',
      'CareLine Health',
    ])
      expect(text).toContain(expected);
    expect((await page('/admin/billing/invoices/RC-000000')).status).toBe(404);
    expect((await page(`/admin/billing/invoices/${number}`, patient)).status).toBe(403);
  });

  it("the patient's receipt needs the key, and a Hindi booking's is in Hindi", async () => {
    const reference = await bookAppointment(doctorId, nextStart(), { locale: 'hi', patientName: 'सीमा वर्मा' });
    const path = `/appointments/${reference}/receipt`;
    const key = await appointmentKey(appointmentLinkSecret(env), reference, '+919876543210');
    // Not paid yet: nothing to show, even with the key.
    expect((await get(`${path}?key=${key}`)).status).toBe(404);
    expect((await pay(reference)).status).toBe(303);
    expect((await get(path)).status).toBe(404);
    expect((await get(`${path}?key=${'A'.repeat(22)}`)).status).toBe(404);
    const wrongNumber = await appointmentKey(appointmentLinkSecret(env), reference, '+919000000000');
    expect((await get(`${path}?key=${wrongNumber}`)).status).toBe(404);
    for (const address of [path, `/hi${path}`]) {
      const response = await get(`${address}?key=${key}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('<html lang="hi"');
      const text = visibleText(html);
      expect(text).toContain('रसीद');
      expect(text).toContain('पाँच सौ निन्यानवे रुपये मात्र');
      expect(text).toContain('डॉ. काव्या अय्यर');
      expect(text).toContain('TN-77123');
      expect(text).toContain('GST की छूट');
    }
  });
});

describe('Refunds', () => {
  it('shows a due refund with its rule and the refund request quoting it, and records it paid back', async () => {
    const reference = await bookAppointment(doctorId, nextStart(), { patientName: 'Nisha Pillai' });
    expect((await pay(reference)).status).toBe(303);
    const cancelled = await cancelAppointment(env.DB, {
      reference,
      by: 'provider',
      actor: COORDINATOR,
      now: Date.now(),
    });
    expect(cancelled.ok).toBe(true);
    const request = await insertRequest(env.DB, {
      kind: 'refund',
      locale: 'en',
      values: {
        name: 'Nisha Pillai',
        email: 'nisha@example.com',
        service: 'consultation',
        paymentReference: reference.toLowerCase(),
        reason: 'The doctor could not attend.',
      },
      consentVersion: 'refund-2026-11',
      dedupeKey: crypto.randomUUID(),
      now: Date.now(),
    });
    const html = await (await page('/admin/billing/refunds?status=due')).text();
    const row = await selectOne(html, `#refund-${reference}`);
    expect(row.text).toContain('₹599');
    expect(row.text).toContain('100% of ₹599');
    expect(row.text).toContain('The doctor cannot attend');
    expect(row.text).toContain(request.reference);
    await selectOne(html, `#refund-${reference} a[href="/admin/appointments?q=${request.reference}"]`);
    const badge = await selectOne(html, 'nav[aria-label="Admin"] a[href="/admin/billing/refunds"]');
    expect(badge.text).toMatch(/\d/);

    const bad = await postForm('/admin/billing/refunds', { reference, utr: '12', ...paidNow() }, { Cookie: admin });
    expect(bad.status).toBe(400);
    expect(visibleText(await bad.text())).toContain('the 12 digits the UPI app or the bank statement shows');
    const utr = freshUtr();
    const paid = await postForm('/admin/billing/refunds', { reference, utr, ...paidNow() }, { Cookie: admin });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('Location')).toBe(`/admin/billing/refunds?paid=${reference}`);
    const appointment = await findAppointment(env.DB, reference);
    expect(appointment?.payment).toBe('refunded');
    expect(await refundOfAppointment(env.DB, appointment!.id)).toMatchObject({ status: 'paid', upiReference: utr });
    const again = await postForm(
      '/admin/billing/refunds',
      { reference, utr: freshUtr(), ...paidNow() },
      { Cookie: admin },
    );
    expect(again.status).toBe(400);
    expect(visibleText(await again.text())).toContain('already recorded as paid');
    const list = visibleText(await (await page('/admin/billing/refunds?status=paid')).text());
    expect(list).toContain(utr);
  });
});
