// A verified phone links records (decision 0028): appointments and requests made with a mobile belong to the account
// whose phone the auth server has verified by a code, as a confirmed e-mail does; never to an account whose phone is
// not verified, nor for another number; a booking reached by the account's e-mail and phone is one booking. First the
// rule itself (src/account/linked.ts over the appointments' and requests' own SQL), then through real sessions: a
// patient signed in by a code sees a booking made earlier with that mobile; an account holding the same number
// unverified does not.
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ownedAppointmentIds, ownedAppointments, ownedRequests, ownerOf } from '../../src/account/linked';
import { insertAppointment } from '../../src/appointments';
import { newBooking, testDoctor } from './appointment-support';
import { adminApi, cookiesFrom, JSON_ACCEPT, postForm, SITE, signInWith, uniqueEmail } from './auth-helpers';
import { select, visibleText } from './html';

let serial = 0;
/** A mobile of this test alone, '+91' and ten digits. */
function mobile(): string {
  serial += 1;
  return `+9196${String(Date.now() % 1_000_000).padStart(6, '0')}${String(serial).padStart(2, '0')}`;
}

async function storedAppointment(overrides: Parameters<typeof newBooking>[2]) {
  const doctor = await testDoctor();
  const start = Date.now() + 4 * 86_400_000 + Math.floor(Math.random() * 5000) * 60_000;
  const booked = await insertAppointment(env.DB, newBooking(doctor.id, start, overrides));
  if (!booked.ok) throw new Error(`could not store an appointment: ${booked.reason}`);
  return booked.reference;
}

/** A contact message sent with a mobile typed as people type it (the form stores '+91' and ten digits). */
async function messageWith(phone: string, email = uniqueEmail('contact')): Promise<string> {
  const response = await postForm(
    '/contact',
    {
      firstName: 'Asha',
      email,
      phone: `${phone.slice(3, 8)} ${phone.slice(8)}`,
      department: 'other',
      message: 'Hello',
      token: crypto.randomUUID(),
    },
    JSON_ACCEPT,
  );
  const reply = (await response.json()) as { ok: boolean; reference: string };
  expect(reply.ok).toBe(true);
  return reply.reference;
}

const someone = (verifiedPhone: string | null, email: string | null = null) =>
  ownerOf({ id: `account-${crypto.randomUUID()}`, email, emailConfirmed: email !== null, verifiedPhone });

describe('the rule', () => {
  it('links appointments and requests made with the verified phone', async () => {
    const phone = mobile();
    const booking = await storedAppointment({ patientPhone: phone });
    const request = await messageWith(phone);
    const owner = someone(phone);
    expect((await ownedAppointments(env.DB, owner)).map((x) => x.reference)).toEqual([booking]);
    expect((await ownedRequests(env.DB, owner)).map((x) => x.reference)).toEqual([request]);
  });

  it('never links by a phone the auth server has not verified, nor by another number', async () => {
    const phone = mobile();
    await storedAppointment({ patientPhone: phone });
    await messageWith(phone);
    for (const owner of [someone(null), someone(mobile()), someone(phone.replace('+91', ''))]) {
      expect(await ownedAppointments(env.DB, owner)).toEqual([]);
      expect(await ownedRequests(env.DB, owner)).toEqual([]);
    }
  });

  it('counts a booking reached by the e-mail and the phone once', async () => {
    const phone = mobile();
    const email = uniqueEmail('both');
    const booking = await storedAppointment({ patientPhone: phone, patientEmail: email });
    const request = await messageWith(phone, email);
    const owner = someone(phone, email);
    expect((await ownedAppointments(env.DB, owner)).map((x) => x.reference)).toEqual([booking]);
    expect(await ownedAppointmentIds(env.DB, owner)).toHaveLength(1);
    expect((await ownedRequests(env.DB, owner)).map((x) => x.reference)).toEqual([request]);
  });
});

/** The newest code the local auth server's inbox holds for a number. */
async function codeFor(phone: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const search = await fetch(`${env.TEST_INBOX_URL}/api/v1/search?query=${encodeURIComponent(`to:${phone}`)}`);
    const found = (await search.json()) as { messages: { ID: string }[] };
    const id = found.messages[0]?.ID;
    if (id) {
      const message = (await (await fetch(`${env.TEST_INBOX_URL}/api/v1/message/${id}`)).json()) as { Text: string };
      const code = /\b(\d{6})\b/.exec(message.Text)?.[1];
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no code for ${phone}`);
}

const cardsOf = async (cookie: string) => {
  const html = await (
    await SELF.fetch(`${SITE}/account/appointments`, { redirect: 'manual', headers: { Cookie: cookie } })
  ).text();
  return (await select(html, 'article[data-reference]')).map((card) => card.attrs['data-reference']);
};

describe('through a real session', () => {
  it('a patient signed in by a code sees the booking made earlier with that mobile', async () => {
    const phone = mobile();
    const booking = await storedAppointment({ patientPhone: phone });
    const sent = await postForm('/login/phone', { phone });
    expect(sent.status).toBe(303);
    const verified = await postForm(
      '/login/phone/verify',
      { code: await codeFor(phone) },
      { Cookie: cookiesFrom(sent) },
    );
    expect(verified.status).toBe(303);
    expect(await cardsOf(cookiesFrom(verified))).toContain(booking);
    // The overview names the number it was signed in with and says why its bookings show, never that an e-mail
    // address is unconfirmed: this account has none.
    const overview = visibleText(
      await (await SELF.fetch(`${SITE}/account`, { headers: { Cookie: cookiesFrom(verified) } })).text(),
    );
    expect(overview).toContain(`Signed in as +91 ${phone.slice(3, 8)} ${phone.slice(8)}`);
    expect(overview).toContain('Bookings and requests made with this mobile number are shown here');
    expect(overview).not.toContain('e-mail address is not confirmed');
  });

  it('an account holding the same number unverified does not, until the phone is verified', async () => {
    const phone = mobile();
    const booking = await storedAppointment({ patientPhone: phone });
    const email = uniqueEmail('unverified-phone');
    const password = `pw-${crypto.randomUUID()}`;
    const user = await adminApi('/users', { method: 'POST', body: { email, password, email_confirm: true, phone } });
    expect(user.phone_confirmed_at).toBeUndefined();
    expect(await cardsOf(await signInWith(email, password))).not.toContain(booking);
    await adminApi(`/users/${String(user.id)}`, { method: 'PUT', body: { phone_confirm: true } });
    expect(await cardsOf(await signInWith(email, password))).toContain(booking);
  });
});
