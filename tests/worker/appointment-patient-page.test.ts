// The patient's appointment page: opened with its key or with reference and mobile (a wrong pair answers as an unknown
// reference does), the UPI link and QR while unpaid (after the consultation too), the calendar file, cancelling after
// the refund is shown and the refund on the page after, asking for another time after a step that asks, and a
// completed consultation's prescription (that it was issued, where to see it). In the language the booking was made in.
import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  appointmentKey,
  appointmentLinkSecret,
  changeStatus,
  findAppointment,
  markRefundPaid,
  recordPayment,
  refundOfAppointment,
} from '../../src/appointments';
import { APPOINTMENT_COPY_EN } from '../../src/patient/copy.en';
import { APPOINTMENT_COPY_HI } from '../../src/patient/copy.hi';
import { get, postForm } from './auth-helpers';
import { FEE, HOUR, pickFields, slotAhead, testDoctor } from './appointment-support';
import { select, selectOne, visibleText } from './html';
import { consultation, DIAGNOSIS, PATIENT_PHONE } from './rx-support';

const COORDINATOR = { id: 'coordinator-1', email: 'coordinator@careline.example' };

/** 10:00 in India on Monday 3 March 2031: the clock of the tests whose words depend on the time. */
const MONDAY_10_IST = Date.parse('2031-03-03T04:30:00Z');

/** Sets the clock the test and the Worker read (Date only: timers and the auth server's tokens are untouched). */
function clockAt(instant: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(instant);
}

afterEach(() => {
  vi.useRealTimers();
});

/** A UPI transaction reference no other test uses (the clock may be fixed, so not from the time). */
const utr = () => String(crypto.getRandomValues(new Uint32Array(1))[0]).padStart(12, '7');

/** A confirmed appointment, paid. */
async function paidFor(reference: string) {
  await changeStatus(env.DB, { reference, to: 'confirmed', actor: COORDINATOR, now: Date.now() });
  const paid = await recordPayment(env.DB, {
    reference,
    upiReference: utr(),
    amount: FEE,
    paidAt: Date.now(),
    actor: COORDINATOR,
    now: Date.now(),
  });
  expect(paid.ok).toBe(true);
}

/** A patient's pick through the page, `hoursAhead` from now; its reference and the page's address with its key. */
async function booked(hoursAhead = 30, prefix = '', phone = '98765 43210') {
  const doctor = await testDoctor();
  const page = await (await get(`${prefix}/doctors/${doctor.id}/book`)).text();
  const response = await postForm(
    `${prefix}/doctors/${doctor.id}/book`,
    pickFields(slotAhead(page, hoursAhead), { phone }),
  );
  expect(response.status).toBe(303);
  const location = response.headers.get('Location') ?? '';
  const reference = location.split('?')[0]?.split('/').pop() ?? '';
  const key = new URL(location, 'http://x').searchParams.get('key') ?? '';
  return { doctor, reference, location, key, path: location.split('?')[0] ?? '' };
}

describe('opening an appointment', () => {
  it('asks for no payment while a pick is only held: it may lapse, and the patient would have paid for nothing', async () => {
    const { location } = await booked();
    const html = await (await get(location)).text();
    expect(visibleText(html)).toContain('You pay after they confirm it.');
    expect(await select(html, 'a[href^="upi://"]')).toHaveLength(0);
    expect(await select(html, 'svg[role="img"][aria-label*="QR"]')).toHaveLength(0);
  });

  it('shows the status, doctor, time in India, mode, fee, the UPI link and its QR once confirmed and while unpaid', async () => {
    const { reference, location } = await booked();
    await changeStatus(env.DB, { reference, to: 'confirmed', actor: COORDINATOR, now: Date.now() });
    const response = await get(location);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const html = await response.text();
    const text = visibleText(html);
    expect(text).toContain(APPOINTMENT_COPY_EN.appointment.statuses.confirmed);
    for (const fact of [reference, 'Dr. Meera Shah', 'TN-54321, Tamil Nadu Medical Council', 'Video call', '₹599'])
      expect(text).toContain(fact);
    const pay = await selectOne(html, 'a[href^="upi://pay"]');
    expect(pay.attrs.href).toBe(
      `upi://pay?pa=careline%40examplebank&pn=CareLine%20Health&am=599.00&cu=INR&tn=${reference}`,
    );
    expect(pay.text).toContain(APPOINTMENT_COPY_EN.appointment.payButton);
    const qr = await selectOne(html, 'svg[role="img"][aria-label*="QR"]');
    expect(qr.attrs.viewbox).toMatch(/^0 0 \d+ \d+$/);
    expect(html).toMatch(/<path d="M\d+ \d+h\d+v1h-\d+z/);
    // Nothing paid yet: no receipt.
    expect(await select(html, 'a[href*="/receipt"]')).toHaveLength(0);
  });

  it('shows the lookup form for a missing or tampered key, and for an unknown reference', async () => {
    const { path, key } = await booked();
    const without = await get(path);
    expect(without.status).toBe(200);
    const withoutHtml = await without.text();
    expect(visibleText(withoutHtml)).toContain(APPOINTMENT_COPY_EN.lookup.title);
    expect(visibleText(withoutHtml)).not.toContain(APPOINTMENT_COPY_EN.appointment.statuses.requested);
    const tampered = `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`;
    const wrong = await get(`${path}?key=${tampered}`);
    expect(wrong.status).toBe(400);
    const wrongText = visibleText(await wrong.text());
    expect(wrongText).toContain(APPOINTMENT_COPY_EN.lookup.badLink);
    expect(wrongText).not.toContain('Dr. Meera Shah');
    const unknown = await get(`/appointments/AP-ZZZZZZ?key=${key}`);
    expect(unknown.status).toBe(400);
    expect(visibleText(await unknown.text())).toBe(wrongText.replace(path.split('/').pop() ?? '', 'AP-ZZZZZZ'));
    expect((await get('/appointments')).status).toBe(200);
    expect((await get(`/appointments/not-a-reference?key=${key}`)).status).toBe(400);
  });

  it('opens with the reference and mobile; a wrong mobile answers exactly as an unknown reference', async () => {
    const { reference, location } = await booked(30, '', '+91 91234 56789');
    const right = await postForm('/appointments', { reference: reference.toLowerCase(), phone: '09123456789' });
    expect(right.status).toBe(303);
    expect(right.headers.get('Location')).toBe(location);
    const wrongPhone = await postForm('/appointments', { reference, phone: '9876500000' });
    const unknown = await postForm('/appointments', { reference: 'AP-ZZZZZZ', phone: '9876500000' });
    expect(wrongPhone.status).toBe(404);
    expect(unknown.status).toBe(404);
    const message = async (response: Response) => (await selectOne(await response.text(), '[role="alert"]')).text;
    expect(await message(wrongPhone)).toBe(APPOINTMENT_COPY_EN.lookup.notFound);
    expect(await message(unknown)).toBe(APPOINTMENT_COPY_EN.lookup.notFound);
  });

  it('refuses a malformed lookup with 400 and the messages', async () => {
    const response = await postForm('/appointments', { reference: 'CL-123', phone: '123' });
    expect(response.status).toBe(400);
    const text = visibleText(await response.text());
    expect(text).toContain(APPOINTMENT_COPY_EN.lookup.referenceProblem);
    expect(text).toContain('Please enter a 10-digit Indian mobile number');
    expect(
      (
        await postForm(
          '/appointments',
          { reference: 'AP-ZZZZZZ', phone: '98765 43210' },
          { Origin: 'https://evil.example' },
        )
      ).status,
    ).toBe(403);
  });
});

describe('the calendar file', () => {
  it('is a valid iCalendar file with a stable UID, UTC times, CRLF lines and the meeting link', async () => {
    const { reference, path, key, doctor } = await booked();
    await changeStatus(env.DB, { reference, to: 'confirmed', actor: COORDINATOR, now: Date.now() });
    const page = await (await get(`${path}?key=${key}`)).text();
    const link = await selectOne(page, 'a[href*="calendar.ics"]');
    expect(link.attrs.href).toBe(`${path}/calendar.ics?key=${key}`);
    const response = await get(link.attrs.href ?? '');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8');
    const file = await response.text();
    expect(file.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(file.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const appointment = await findAppointment(env.DB, reference);
    const utc = (instant: number) =>
      new Date(instant)
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '');
    expect(file).toContain(`\r\nDTSTART:${utc(appointment?.start ?? 0)}\r\n`);
    expect(file).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\n/);
    expect(file).toContain(`\r\nUID:${reference}@localhost:8787\r\n`);
    expect(file).toContain(`\r\nLOCATION:${doctor.meetingLink}\r\n`);
    expect(file).toContain('SUMMARY:Consultation with Dr. Meera Shah');
    const again = await (await get(link.attrs.href ?? '')).text();
    expect(again.match(/UID:.*/)?.[0]).toBe(file.match(/UID:.*/)?.[0]);
    expect((await get(`${path}/calendar.ics?key=wrong`)).status).toBe(400);
  });
});

describe('cancelling', () => {
  it('shows the refund the rules give first, then cancels and records it', async () => {
    const { reference, path, key } = await booked(30);
    await changeStatus(env.DB, { reference, to: 'confirmed', actor: COORDINATOR, now: Date.now() });
    const paid = await recordPayment(env.DB, {
      reference,
      upiReference: String(Date.now()).slice(-12).padStart(12, '4'),
      amount: FEE,
      paidAt: Date.now(),
      actor: COORDINATOR,
      now: Date.now(),
    });
    expect(paid.ok).toBe(true);
    const page = await (await get(`${path}?key=${key}`)).text();
    expect(await select(page, 'a[href^="upi://"]')).toHaveLength(0);
    expect((await selectOne(page, 'a[href*="/receipt"]')).attrs.href).toBe(`${path}/receipt?key=${key}`);

    const confirm = await postForm(`${path}/cancel`, { key });
    expect(confirm.status).toBe(200);
    const confirmHtml = await confirm.text();
    expect(visibleText(confirmHtml)).toContain('You get back ₹599 (100% of the fee).');
    expect((await findAppointment(env.DB, reference))?.status).toBe('confirmed');
    const yes = await selectOne(confirmHtml, 'input[name="confirm"]');
    expect(yes.attrs.value).toBe('yes');
    const terms = (await selectOne(confirmHtml, 'input[name="terms"]')).attrs.value ?? '';
    expect(terms).toBe('100');

    // Terms other than the rules give now (a notice window passed while the page was open): shown again, not done.
    const stale = await postForm(`${path}/cancel`, { key, confirm: 'yes', terms: '50' });
    expect(stale.status).toBe(409);
    expect(visibleText(await stale.text())).toContain(APPOINTMENT_COPY_EN.cancel.changed);
    expect((await findAppointment(env.DB, reference))?.status).toBe('confirmed');

    const done = await postForm(`${path}/cancel`, { key, confirm: 'yes', terms });
    expect(done.status).toBe(303);
    expect(done.headers.get('Location')).toBe(`${path}?key=${key}`);
    const after = await findAppointment(env.DB, reference);
    expect(after?.status).toBe('cancelled-by-patient');
    expect(after?.payment).toBe('refund-due');
    const refund = await refundOfAppointment(env.DB, after?.id ?? 0);
    expect(refund).toMatchObject({ amount: FEE, percent: 100 });
    const text = visibleText(await (await get(`${path}?key=${key}`)).text());
    expect(text).toContain(APPOINTMENT_COPY_EN.appointment.statuses['cancelled-by-patient']);
    expect(text).toContain(APPOINTMENT_COPY_EN.appointment.refundDueAmount('₹599', '100%'));
    // Once cancelled, it cannot be cancelled again.
    expect((await postForm(`${path}/cancel`, { key, confirm: 'yes', terms })).status).toBe(409);
  });

  it('the page after says the refund the step showed, and when and how it comes back; once sent, when and its UPI reference', async () => {
    clockAt(MONDAY_10_IST);
    // Ten hours before the consultation: the 6 to 24 hours rule, half of ₹599 back.
    const { reference, path, key } = await booked(10);
    await paidFor(reference);
    const step = visibleText(await (await postForm(`${path}/cancel`, { key })).text());
    expect(step).toContain(APPOINTMENT_COPY_EN.cancel.refund('₹299.50', '50%'));
    const done = await postForm(`${path}/cancel`, { key, confirm: 'yes', terms: '50' });
    expect(done.status).toBe(303);
    const html = await (await get(done.headers.get('Location') ?? '')).text();
    const text = visibleText(html);
    expect(text).toContain(APPOINTMENT_COPY_EN.appointment.refundDueAmount('₹299.50', '50%'));
    // The rule's own timeline (src/content/refunds/facts.ts: 3 to 5 business days), and how: UPI, the same account.
    expect(text).toContain(APPOINTMENT_COPY_EN.appointment.refundHow('3–5'));
    expect((await selectOne(html, '[data-refund]')).attrs['data-refund']).toBe('29950');
    expect(text).not.toContain(APPOINTMENT_COPY_EN.appointment.refundDue);

    // Two days later a coordinator sends it back.
    clockAt(MONDAY_10_IST + 48 * HOUR);
    const transfer = utr();
    const sent = await markRefundPaid(env.DB, {
      reference,
      upiReference: transfer,
      paidAt: Date.now(),
      actor: COORDINATOR,
      now: Date.now(),
    });
    expect(sent.ok).toBe(true);
    const after = visibleText(await (await get(`${path}?key=${key}`)).text());
    expect(after).toContain(APPOINTMENT_COPY_EN.appointment.refundedAmount('₹299.50', 'Wednesday, 5 March'));
    expect(after).toContain(APPOINTMENT_COPY_EN.appointment.refundUpiReference(transfer));
  });

  it('in Hindi: the refund’s figures and its timeline in Hindi words', async () => {
    clockAt(MONDAY_10_IST);
    const { reference, path, key } = await booked(30, '/hi');
    await paidFor(reference);
    const done = await postForm(`${path}/cancel`, { key, confirm: 'yes', terms: '100' });
    expect(done.status).toBe(303);
    const text = visibleText(await (await get(done.headers.get('Location') ?? '')).text());
    expect(text).toContain(APPOINTMENT_COPY_HI.appointment.refundDueAmount('₹599', '100%'));
    expect(text).toContain(APPOINTMENT_COPY_HI.appointment.refundHow('3–5'));
  });

  it('says nothing is refunded when nothing was paid', async () => {
    const { reference, path, key } = await booked(30);
    const confirm = await postForm(`${path}/cancel`, { key });
    expect(visibleText(await confirm.text())).toContain(APPOINTMENT_COPY_EN.cancel.unpaid);
    expect((await postForm(`${path}/cancel`, { key, confirm: 'yes', terms: 'unpaid' })).status).toBe(303);
    const after = await findAppointment(env.DB, reference);
    expect(after?.status).toBe('cancelled-by-patient');
    expect(after?.payment).toBe('unpaid');
    expect(await refundOfAppointment(env.DB, after?.id ?? 0)).toBeNull();
  });

  it('needs the key', async () => {
    const { reference, path } = await booked(30);
    const response = await postForm(`${path}/cancel`, { key: 'x'.repeat(22), confirm: 'yes' });
    expect(response.status).toBe(400);
    expect(visibleText(await response.text())).toContain(APPOINTMENT_COPY_EN.lookup.badLink);
    expect((await findAppointment(env.DB, reference))?.status).toBe('requested');
    expect((await postForm(`${path}/another-time`, {})).status).toBe(400);
  });
});

describe('asking for another time', () => {
  it('asks first: the step changes nothing and can keep the appointment; "Yes, ask for another time" records it', async () => {
    const { reference, path, key } = await booked(30);
    const step = await postForm(`${path}/another-time`, { key });
    expect(step.status).toBe(200);
    expect(step.headers.get('Cache-Control')).toBe('no-store');
    const stepHtml = await step.text();
    const stepText = visibleText(stepHtml);
    expect(stepText).toContain(APPOINTMENT_COPY_EN.anotherTime.title);
    expect(stepText).toContain(APPOINTMENT_COPY_EN.anotherTime.lead);
    expect((await findAppointment(env.DB, reference))?.rescheduleAskedAt).toBeNull();
    // "Yes": a plain form (no script needed) with the key and confirm=yes ...
    const form = await selectOne(stepHtml, `form[action="${path}/another-time"]`);
    expect(form.text).toBe(APPOINTMENT_COPY_EN.anotherTime.confirm);
    expect((await selectOne(stepHtml, 'input[name="confirm"]')).attrs.value).toBe('yes');
    expect((await selectOne(stepHtml, 'input[name="key"]')).attrs.value).toBe(key);
    // ... "Keep my appointment": back to it, nothing asked.
    const keep = (await select(stepHtml, 'a')).find((link) => link.text === APPOINTMENT_COPY_EN.anotherTime.keep);
    expect(keep?.attrs.href).toBe(`${path}?key=${key}`);

    const yes = await postForm(`${path}/another-time`, { key, confirm: 'yes' });
    expect(yes.status).toBe(303);
    expect(yes.headers.get('Location')).toBe(`${path}?key=${key}`);
    expect((await findAppointment(env.DB, reference))?.rescheduleAskedAt).not.toBeNull();
    const html = await (await get(`${path}?key=${key}`)).text();
    expect(visibleText(html)).toContain(APPOINTMENT_COPY_EN.appointment.askedAnotherTime);
    expect(await select(html, `form[action="${path}/another-time"]`)).toHaveLength(0);
    // Asked already: no second step, back to the page.
    const again = await postForm(`${path}/another-time`, { key });
    expect(again.status).toBe(303);
  });

  it('in Hindi, and never for an appointment that can no longer change', async () => {
    const { reference, path, key } = await booked(30, '/hi');
    const step = visibleText(await (await postForm(`${path}/another-time`, { key })).text());
    for (const words of [
      APPOINTMENT_COPY_HI.anotherTime.title,
      APPOINTMENT_COPY_HI.anotherTime.confirm,
      APPOINTMENT_COPY_HI.anotherTime.keep,
    ])
      expect(step).toContain(words);
    expect((await findAppointment(env.DB, reference))?.rescheduleAskedAt).toBeNull();
    expect((await postForm(`${path}/cancel`, { key, confirm: 'yes', terms: 'unpaid' })).status).toBe(303);
    const refused = await postForm(`${path}/another-time`, { key });
    expect(refused.status).toBe(409);
    expect(visibleText(await refused.text())).toContain(APPOINTMENT_COPY_HI.refusals.notAllowed);
  });
});

describe('after the consultation', () => {
  /** The keyed page of a consultation made by rx-support (completed, with a prescription unless told otherwise). */
  async function pageOf(reference: string, locale: 'en' | 'hi' = 'en') {
    const key = await appointmentKey(appointmentLinkSecret(env), reference, PATIENT_PHONE);
    const response = await get(`${locale === 'hi' ? '/hi' : ''}/appointments/${reference}?key=${key}`);
    expect(response.status).toBe(200);
    return response.text();
  }

  it('completed and unpaid: the way to pay, that a prescription was issued and where to see it; no new time', async () => {
    clockAt(MONDAY_10_IST);
    const doctor = await testDoctor();
    const done = await consultation(doctor.id, { email: 'kavita.iyer@example.com' });
    expect((await findAppointment(env.DB, done.reference))?.payment).toBe('unpaid');
    const html = await pageOf(done.reference);
    const text = visibleText(html);
    expect(text).toContain(APPOINTMENT_COPY_EN.appointment.statuses.completed);
    // The UPI block: the link with the fee and the reference, and its QR code.
    expect((await selectOne(html, 'a[href^="upi://pay"]')).attrs.href).toBe(
      `upi://pay?pa=careline%40examplebank&pn=CareLine%20Health&am=500.00&cu=INR&tn=${done.reference}`,
    );
    expect(await select(html, 'svg[role="img"][aria-label*="QR"]')).toHaveLength(1);
    // The prescription: when, and the signed-in Records (its own rules and access log), nothing of what it says.
    expect(text).toContain(APPOINTMENT_COPY_EN.appointment.prescriptionIssued('Monday, 3 March'));
    expect(text).toContain(APPOINTMENT_COPY_EN.appointment.prescriptionHow);
    expect((await selectOne(html, 'a[href="/account/records"]')).text).toBe(
      APPOINTMENT_COPY_EN.appointment.prescriptionLink,
    );
    for (const secret of [done.number, DIAGNOSIS, 'Paracetamol']) expect(html).not.toContain(secret);
    // A completed consultation is not one to pick a new time for.
    expect(text).not.toContain(APPOINTMENT_COPY_EN.appointment.pickAgain);
    expect(await select(html, `a[href="/doctors/${doctor.id}/book"]`)).toHaveLength(0);
  });

  it('in Hindi: the Hindi words and the Hindi Records page', async () => {
    clockAt(MONDAY_10_IST);
    const doctor = await testDoctor();
    const done = await consultation(doctor.id, { email: 'asha.hi@example.com', locale: 'hi' });
    const html = await pageOf(done.reference, 'hi');
    const text = visibleText(html);
    expect(text).toContain(APPOINTMENT_COPY_HI.appointment.payHeading);
    expect(text).toContain(APPOINTMENT_COPY_HI.appointment.prescriptionIssued('सोमवार, 3 मार्च'));
    expect((await selectOne(html, 'a[href="/hi/account/records"]')).text).toBe(
      APPOINTMENT_COPY_HI.appointment.prescriptionLink,
    );
    expect(text).not.toContain(APPOINTMENT_COPY_HI.appointment.pickAgain);
  });

  it('no e-mail and no account to sign in with: says so instead of a link; no prescription issued, nothing', async () => {
    const doctor = await testDoctor();
    const unlinked = await pageOf((await consultation(doctor.id)).reference);
    expect(visibleText(unlinked)).toContain(APPOINTMENT_COPY_EN.appointment.prescriptionNoAccount);
    expect(await select(unlinked, 'a[href="/account/records"]')).toHaveLength(0);
    const drafted = await pageOf((await consultation(doctor.id, { email: 'x@example.com', issue: false })).reference);
    expect(await select(drafted, '[data-prescription]')).toHaveLength(0);
    expect(visibleText(drafted)).not.toContain(APPOINTMENT_COPY_EN.appointment.prescriptionHeading);
  });

  it('missed: a new time to pick, and no payment asked', async () => {
    const { reference, path, key, doctor } = await booked(30);
    await changeStatus(env.DB, { reference, to: 'confirmed', actor: COORDINATOR, now: Date.now() });
    // A no-show is marked once the appointment's time has begun (the one time rule of src/appointments/move-window.ts).
    const start = await env.DB.prepare('SELECT starts_at AS startsAt FROM appointments WHERE reference = ?')
      .bind(reference)
      .first<{ startsAt: number }>();
    await changeStatus(env.DB, { reference, to: 'no-show', actor: COORDINATOR, now: (start?.startsAt ?? 0) + 60_000 });
    const html = await (await get(`${path}?key=${key}`)).text();
    expect((await selectOne(html, `a[href="/doctors/${doctor.id}/book"]`)).text).toBe(
      APPOINTMENT_COPY_EN.appointment.pickAgain,
    );
    expect(await select(html, 'a[href^="upi://"]')).toHaveLength(0);
  });
});

describe('in Hindi', () => {
  it('shows a Hindi booking’s page in Hindi, and the lookup sends there', async () => {
    const { reference, location, path, key } = await booked(30, '/hi');
    expect(path.startsWith('/hi/appointments/')).toBe(true);
    const html = await (await get(location)).text();
    expect(html).toContain('<html lang="hi"');
    expect(visibleText(html)).toContain(APPOINTMENT_COPY_HI.appointment.statuses.requested);
    const lookup = await postForm('/appointments', { reference, phone: '9876543210' });
    expect(lookup.headers.get('Location')).toBe(location);
    const confirm = await postForm(`${path}/cancel`, { key });
    expect(visibleText(await confirm.text())).toContain(APPOINTMENT_COPY_HI.cancel.unpaid);
    const expected = await appointmentKey(appointmentLinkSecret(env), reference, '+919876543210');
    expect(key).toBe(expected);
    expect((await get(`/hi/appointments/${reference}?key=${key}`)).status).toBe(200);
  });
});
