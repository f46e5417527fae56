// The patient's appointment page: opened with its key or with reference and mobile (a wrong pair answers as an unknown
// reference does), the UPI link and QR while unpaid, the calendar file, cancelling after the refund is shown, and
// asking for another time. In the language the booking was made in.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import {
  appointmentKey,
  appointmentLinkSecret,
  changeStatus,
  findAppointment,
  recordPayment,
  refundOfAppointment,
} from '../../src/appointments';
import { APPOINTMENT_COPY_EN } from '../../src/appointments/copy.en';
import { APPOINTMENT_COPY_HI } from '../../src/appointments/copy.hi';
import { get, postForm } from './auth-helpers';
import { FEE, pickFields, slotAhead, testDoctor } from './appointment-support';
import { select, selectOne, visibleText } from './html';

const COORDINATOR = { id: 'coordinator-1', email: 'coordinator@careline.example' };

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
    expect(text).toContain(APPOINTMENT_COPY_EN.appointment.refundDue);
    // Once cancelled, it cannot be cancelled again.
    expect((await postForm(`${path}/cancel`, { key, confirm: 'yes', terms })).status).toBe(409);
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
  it('records the wish and the page says a coordinator will call', async () => {
    const { reference, path, key } = await booked(30);
    const response = await postForm(`${path}/another-time`, { key });
    expect(response.status).toBe(303);
    expect((await findAppointment(env.DB, reference))?.rescheduleAskedAt).not.toBeNull();
    const html = await (await get(`${path}?key=${key}`)).text();
    expect(visibleText(html)).toContain(APPOINTMENT_COPY_EN.appointment.askedAnotherTime);
    expect(await select(html, `form[action="${path}/another-time"]`)).toHaveLength(0);
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
