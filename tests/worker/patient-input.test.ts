// Bad input to the patient's pages (decision 0026: read through schemas, in the pages' words): a wrong type (a file
// where text goes, a body that is no form), too long, an unknown value, a malformed key, reference, doctor id or
// prescription number, a field sent twice. Each answers its 4xx, or the page with its message, never a 5xx; nothing
// is stored or changed; the messages are the dictionaries', in English and Hindi.
import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { EN_ISLAND_WORDS } from '../../shared/i18n/en/islands';
import { EN_REFUSALS } from '../../shared/i18n/en/refusals';
import { EN_UI } from '../../shared/i18n/en/ui';
import { HI_ISLAND_WORDS } from '../../shared/i18n/hi/islands';
import { HI_REFUSALS } from '../../shared/i18n/hi/refusals';
import {
  appointmentKey,
  appointmentLinkSecret,
  changeStatus,
  findAppointment,
  recordPayment,
  type DoctorRecord,
} from '../../src/appointments';
import { APPOINTMENT_COPY_EN } from '../../src/patient/copy.en';
import { APPOINTMENT_COPY_HI } from '../../src/patient/copy.hi';
import { RX_WORDS } from '../../src/patient/prescription/copy';
import { freshAddress, get, postForm, SITE } from './auth-helpers';
import { pickFields, slotAhead, testDoctor } from './appointment-support';
import { select, selectOne, visibleText } from './html';

/** A form of the site's posted as multipart, with `files` sent as files where the page has text. */
function postMultipart(path: string, fields: Record<string, string>, files: string[] = []) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields))
    if (files.includes(name)) body.append(name, new File([value], `${name}.txt`, { type: 'text/plain' }));
    else body.append(name, value);
  return SELF.fetch(`${SITE}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: SITE, 'CF-Connecting-IP': freshAddress() },
    body,
  });
}

/** A body that is not a form at all (what a script would send). */
const postJson = (path: string, value: unknown) =>
  SELF.fetch(`${SITE}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: SITE, 'Content-Type': 'application/json', 'CF-Connecting-IP': freshAddress() },
    body: JSON.stringify(value),
  });

/** A form whose fields are written as given (a name may come twice). */
const postRaw = (path: string, body: string) =>
  SELF.fetch(`${SITE}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      Origin: SITE,
      'Content-Type': 'application/x-www-form-urlencoded',
      'CF-Connecting-IP': freshAddress(),
    },
    body,
  });

const textOf = async (response: Response) => visibleText(await response.text());
const alertOf = async (response: Response) => (await selectOne(await response.text(), '[role="alert"]')).text;

const LONG = 'A'.repeat(5_000);

let doctor: DoctorRecord;
/** One booking the tests only read (or refuse to change): its reference, key and address. */
let booked: { reference: string; key: string; path: string };

beforeAll(async () => {
  doctor = await testDoctor();
  const page = await (await get(`/doctors/${doctor.id}/book`)).text();
  const response = await postForm(`/doctors/${doctor.id}/book`, pickFields(slotAhead(page, 30)));
  expect(response.status).toBe(303);
  const location = new URL(response.headers.get('Location') ?? '', SITE);
  booked = {
    reference: location.pathname.split('/').pop() ?? '',
    key: location.searchParams.get('key') ?? '',
    path: location.pathname,
  };
});

/** Keys that cannot be an appointment's: too short, too long, characters base64url has not, empty. */
const MALFORMED_KEYS = ['short', 'x'.repeat(23), `${'+'.repeat(21)}/`, '%00'.repeat(22), ' '.repeat(22), ''];

describe('the appointment page and its calendar file, with a malformed address', () => {
  it.each(MALFORMED_KEYS)(
    'a malformed key (%j) is the lookup form with 400 and "this link opens nothing"',
    async (key) => {
      for (const path of [booked.path, `${booked.path}/calendar.ics`]) {
        const response = await get(`${path}?key=${encodeURIComponent(key)}`);
        expect(response.status, path).toBe(400);
        const html = await response.text();
        expect(await alertOf(new Response(html))).toBe(APPOINTMENT_COPY_EN.lookup.badLink);
        // The reference, being one, is filled in; nothing of the appointment is shown.
        expect((await selectOne(html, 'input[name="reference"]')).attrs.value).toBe(booked.reference);
        expect(visibleText(html)).not.toContain('Dr. Meera Shah');
      }
    },
  );

  it.each([
    ['in small letters', (reference: string) => reference.toLowerCase()],
    ['too long', (reference: string) => `${reference}${LONG}`],
    ['with letters the references never use', () => 'AP-IIIOOO'],
    ['with markup', () => '<script>alert(1)</script>'],
  ])('a reference %s, with its own key, is 400 and the same words, the reference not filled in', async (_, make) => {
    const response = await get(`/appointments/${encodeURIComponent(make(booked.reference))}?key=${booked.key}`);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).not.toContain('<script>alert');
    expect(await alertOf(new Response(html))).toBe(APPOINTMENT_COPY_EN.lookup.badLink);
    expect((await selectOne(html, 'input[name="reference"]')).attrs.value ?? '').toBe('');
  });

  it('a key given twice: the first is the one read (a second cannot spoil a good link)', async () => {
    const response = await get(`${booked.path}?key=${booked.key}&key=wrong`);
    expect(response.status).toBe(200);
    expect(await textOf(response)).toContain(APPOINTMENT_COPY_EN.appointment.statuses.requested);
  });

  it('an unknown ?lang= is read as none: the page in its booking’s language, no redirect', async () => {
    for (const lang of ['fr', 'HI', LONG, '']) {
      const response = await get(`${booked.path}?key=${booked.key}&lang=${lang}`, { redirect: 'manual' });
      expect(response.status, lang.slice(0, 5)).toBe(200);
      expect(await response.text()).toContain('<html lang="en-IN"');
    }
    const asked = await get(`/hi${booked.path}?key=${booked.key}&lang=hi`, { redirect: 'manual' });
    expect(asked.status).toBe(200);
  });

  it('in Hindi, the same refusal in Hindi', async () => {
    const response = await get(`/hi${booked.path}?key=not-a-key`);
    expect(response.status).toBe(400);
    expect(await alertOf(response)).toBe(APPOINTMENT_COPY_HI.lookup.badLink);
  });
});

describe('the lookup form (/appointments), with bad input', () => {
  it('too long: the reference’s and the mobile’s messages, 400, what was typed kept', async () => {
    const response = await postForm('/appointments', { reference: LONG, phone: '9'.repeat(300) });
    expect(response.status).toBe(400);
    const html = await response.text();
    const text = visibleText(html);
    expect(text).toContain(APPOINTMENT_COPY_EN.lookup.referenceProblem);
    expect(text).toContain(EN_ISLAND_WORDS.forms.problems.phone);
    expect((await selectOne(html, 'input[name="reference"]')).attrs.value).toBe(LONG);
  });

  it('an empty mobile is "fill in this field"; a good reference has no message', async () => {
    const response = await postForm('/appointments', { reference: booked.reference, phone: '  ' });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(visibleText(html)).toContain(EN_ISLAND_WORDS.forms.problems.missing);
    expect(visibleText(html)).not.toContain(APPOINTMENT_COPY_EN.lookup.referenceProblem);
    expect((await select(html, '#lookup-reference[aria-invalid="true"]')).length).toBe(0);
    expect((await select(html, '#lookup-phone[aria-invalid="true"]')).length).toBe(1);
  });

  it('a file where the mobile goes is no mobile: 400 and its message', async () => {
    const response = await postMultipart('/appointments', { reference: booked.reference, phone: '9876543210' }, [
      'phone',
    ]);
    expect(response.status).toBe(400);
    expect(await textOf(response)).toContain(EN_ISLAND_WORDS.forms.problems.missing);
  });

  it('sent as multipart text it is read as the form it is', async () => {
    const response = await postMultipart('/appointments', { reference: booked.reference, phone: '98765 43210' });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe(`${booked.path}?key=${booked.key}`);
  });

  it('a body that is not a form: 415 and the words that say so, in the page’s language', async () => {
    const response = await postJson('/appointments', { reference: booked.reference, phone: '9876543210' });
    expect(response.status).toBe(415);
    expect(await alertOf(response)).toBe(EN_REFUSALS.unsupportedForm);
    const hindi = await postJson('/hi/appointments', {});
    expect(hindi.status).toBe(415);
    expect(await alertOf(hindi)).toBe(HI_REFUSALS.unsupportedForm);
  });

  it('in Hindi: the reference’s and the mobile’s messages in Hindi', async () => {
    const response = await postForm('/hi/appointments', { reference: 'CL-123456', phone: 'abc' });
    expect(response.status).toBe(400);
    const text = await textOf(response);
    expect(text).toContain(APPOINTMENT_COPY_HI.lookup.referenceProblem);
    expect(text).toContain(HI_ISLAND_WORDS.forms.problems.phone);
  });
});

describe('cancelling and asking for another time, with bad input', () => {
  const moves = () => [`${booked.path}/cancel`, `${booked.path}/another-time`];

  it.each(MALFORMED_KEYS)(
    'a malformed key (%j) in the form is 400 and "this link opens nothing"; nothing changes',
    async (key) => {
      for (const path of moves()) {
        const response = await postForm(path, { key, confirm: 'yes', terms: 'unpaid' });
        expect(response.status, path).toBe(400);
        expect(await alertOf(response)).toBe(APPOINTMENT_COPY_EN.lookup.badLink);
      }
      const after = await findAppointment(env.DB, booked.reference);
      expect(after?.status).toBe('requested');
      expect(after?.rescheduleAskedAt).toBeNull();
    },
  );

  it('the key sent as a file is no key: 400, nothing changes', async () => {
    for (const path of moves()) {
      const response = await postMultipart(path, { key: booked.key, confirm: 'yes', terms: 'unpaid' }, ['key']);
      expect(response.status, path).toBe(400);
      expect(await alertOf(response)).toBe(APPOINTMENT_COPY_EN.lookup.badLink);
    }
    expect((await findAppointment(env.DB, booked.reference))?.status).toBe('requested');
  });

  it('a body that is not a form: 415 and its words', async () => {
    for (const path of moves()) {
      const response = await postJson(path, { key: booked.key, confirm: 'yes' });
      expect(response.status, path).toBe(415);
      expect(await alertOf(response)).toBe(EN_REFUSALS.unsupportedForm);
    }
  });

  it('an answer other than "yes" is no answer yet: the step again (200), nothing changes', async () => {
    for (const confirm of ['YES', 'no', LONG]) {
      const cancel = await postForm(`${booked.path}/cancel`, { key: booked.key, confirm, terms: 'unpaid' });
      expect(cancel.status).toBe(200);
      expect(await textOf(cancel)).toContain(APPOINTMENT_COPY_EN.cancel.unpaid);
      const another = await postForm(`${booked.path}/another-time`, { key: booked.key, confirm });
      expect(another.status).toBe(200);
      expect(await textOf(another)).toContain(APPOINTMENT_COPY_EN.anotherTime.lead);
    }
    const after = await findAppointment(env.DB, booked.reference);
    expect(after?.status).toBe('requested');
    expect(after?.rescheduleAskedAt).toBeNull();
  });

  it('refund terms the step never showed (unknown, too long, empty) are "the terms changed": 409, nothing cancelled', async () => {
    for (const terms of ['1000', 'all', LONG, '']) {
      const response = await postForm(`${booked.path}/cancel`, { key: booked.key, confirm: 'yes', terms });
      expect(response.status, terms.slice(0, 5)).toBe(409);
      expect(await textOf(response)).toContain(APPOINTMENT_COPY_EN.cancel.changed);
    }
    expect((await findAppointment(env.DB, booked.reference))?.status).toBe('requested');
  });
});

describe('the receipt, with a malformed address', () => {
  it('a malformed reference or key is the same 404 as a wrong one; the right key opens it', async () => {
    // A paid appointment of its own (a receipt exists only once paid), for another mobile number.
    const page = await (await get(`/doctors/${doctor.id}/book`)).text();
    const picked = await postForm(
      `/doctors/${doctor.id}/book`,
      pickFields(slotAhead(page, 50), { phone: '91234 00001' }),
    );
    const location = new URL(picked.headers.get('Location') ?? '', SITE);
    const reference = location.pathname.split('/').pop() ?? '';
    const key = location.searchParams.get('key') ?? '';
    const coordinator = { id: 'coordinator-1', email: 'coordinator@careline.example' };
    await changeStatus(env.DB, { reference, to: 'confirmed', actor: coordinator, now: Date.now() });
    const paid = await recordPayment(env.DB, {
      reference,
      upiReference: String(crypto.getRandomValues(new Uint32Array(1))[0]).padStart(12, '6'),
      amount: doctor.fee,
      paidAt: Date.now(),
      actor: coordinator,
      now: Date.now(),
    });
    expect(paid.ok).toBe(true);
    const path = location.pathname;
    expect((await get(`${path}/receipt?key=${key}`)).status).toBe(200);
    for (const wrong of [
      `/appointments/${reference.toLowerCase()}/receipt?key=${key}`,
      `/appointments/${reference}${LONG}/receipt?key=${key}`,
      `${path}/receipt?key=${'+'.repeat(22)}`,
      `${path}/receipt?key=${key}x`,
      `${path}/receipt?key=${LONG}`,
      `${path}/receipt?key=`,
      `${path}/receipt`,
      `/hi${path}/receipt?key=short`,
    ]) {
      const response = await get(wrong);
      expect(response.status, wrong.slice(0, 60)).toBe(404);
      expect(await response.text()).not.toContain('Asha Rao');
    }
  });
});

describe('picking a time, with bad input', () => {
  const book = () => `/doctors/${doctor.id}/book`;
  const start = async () => slotAhead(await (await get(book())).text(), 40);
  const countOf = async () =>
    (
      await env.DB.prepare('SELECT COUNT(*) AS count FROM appointments WHERE doctor_id = ?1')
        .bind(doctor.id)
        .first<{ count: number }>()
    )?.count;

  it.each(['Dr_Meera', 'a'.repeat(65), '-leading-dash', 'UPPER', '%3Cb%3E'])(
    'a doctor’s id that cannot be one (%s) is the 404 page, for the page and the post',
    async (id) => {
      const page = await get(`/doctors/${id}/book`);
      expect(page.status).toBe(404);
      expect(await textOf(page)).toContain(EN_UI.notFound.title);
      const post = await postForm(`/doctors/${id}/book`, pickFields(Date.now() + 40 * 3_600_000));
      expect(post.status).toBe(404);
    },
  );

  it('too long: the request forms’ "too long" message on each field, 400, nothing stored', async () => {
    const before = await countOf();
    const slot = await start();
    const response = await postForm(
      book(),
      pickFields(slot, { name: 'A'.repeat(101), email: `${'a'.repeat(250)}@example.com` }),
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect((await select(html, '[id^="pick-"][aria-invalid="true"]')).map((field) => field.attrs.id)).toEqual([
      'pick-name',
      'pick-email',
    ]);
    expect(visibleText(html)).toContain(EN_ISLAND_WORDS.forms.problems.tooLong);
    expect(visibleText(html)).toContain(EN_ISLAND_WORDS.forms.invalid.title);
    expect(await countOf()).toBe(before);
  });

  it('a slot that is no start time (a word, too short, too long, a fraction) is "pick a time", 400', async () => {
    const before = await countOf();
    for (const slot of ['tomorrow', '123', '9'.repeat(15), '1893456000000.5', LONG]) {
      const response = await postForm(book(), pickFields(0, { slot }));
      expect(response.status, slot.slice(0, 16)).toBe(400);
      expect((await selectOne(await response.text(), '#pick-slot-error')).text).toBe(
        APPOINTMENT_COPY_EN.pick.problems.slot,
      );
    }
    expect(await countOf()).toBe(before);
  });

  it('a start time far in the future, well formed, is "no longer offered", 400', async () => {
    const response = await postForm(book(), pickFields(99_999_999_999_999));
    expect(response.status).toBe(400);
    expect(await textOf(response)).toContain(APPOINTMENT_COPY_EN.pick.problems.gone);
  });

  it('an unknown way to talk is its message, with the "check the form" summary, 400', async () => {
    for (const mode of ['fax', 'VIDEO', '', LONG]) {
      const response = await postForm(book(), pickFields(await start(), { mode }));
      expect(response.status).toBe(400);
      const text = await textOf(response);
      expect(text).toContain(APPOINTMENT_COPY_EN.pick.problems.mode);
      expect(text).toContain(EN_ISLAND_WORDS.forms.invalid.title);
    }
  });

  it('only empty fields: "fill in this field" and the missing-information summary, not "check the form"', async () => {
    const response = await postForm(book(), pickFields(await start(), { name: '', phone: ' ' }));
    expect(response.status).toBe(400);
    const text = await textOf(response);
    expect(text).toContain(EN_ISLAND_WORDS.forms.problems.missing);
    expect(text).toContain(EN_ISLAND_WORDS.forms.missing.title);
    expect(text).not.toContain(EN_ISLAND_WORDS.forms.invalid.title);
  });

  it('markup and control characters in a name are refused with their messages', async () => {
    const markup = await postForm(book(), pickFields(await start(), { name: 'Asha <b>Rao</b>' }));
    expect(markup.status).toBe(400);
    expect(await textOf(markup)).toContain(EN_ISLAND_WORDS.forms.problems.markup);
    const control = await postForm(book(), pickFields(await start(), { name: 'Asha\u0007Rao' }));
    expect(control.status).toBe(400);
    expect(await textOf(control)).toContain(EN_ISLAND_WORDS.forms.problems.characters);
  });

  it('the slot sent as a file is no slot; a field sent twice refuses the form; a body that is no form, 415', async () => {
    const before = await countOf();
    const slot = await start();
    const file = await postMultipart(book(), pickFields(slot), ['slot']);
    expect(file.status).toBe(400);
    expect(await textOf(file)).toContain(APPOINTMENT_COPY_EN.pick.problems.slot);
    const fields = new URLSearchParams(pickFields(slot));
    fields.append('phone', '9123456780');
    const twice = await postRaw(book(), fields.toString());
    expect(twice.status).toBe(400);
    expect(await alertOf(twice)).toBe(EN_REFUSALS.repeatedField);
    const json = await postJson(book(), pickFields(slot));
    expect(json.status).toBe(415);
    expect(await alertOf(json)).toBe(EN_REFUSALS.unsupportedForm);
    expect(await countOf()).toBe(before);
  });

  it('a filled honeypot refuses the whole form with the robot words, and marks no field', async () => {
    const response = await postForm(book(), pickFields(await start(), { website: 'x', phone: '12' }));
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(await alertOf(new Response(html))).toBe(EN_REFUSALS.robot);
    expect(await select(html, '[aria-invalid="true"]')).toHaveLength(0);
  });

  it('an over-long token is cut, not refused: the pick is booked', async () => {
    const response = await postForm(book(), pickFields(await start(), { token: LONG }));
    expect(response.status).toBe(303);
  });

  it('in Hindi: the fields’, the time’s and the way to talk’s messages in Hindi', async () => {
    const response = await postForm(
      `/hi${book()}`,
      pickFields(0, { slot: 'x', name: 'A'.repeat(101), phone: '123', mode: 'fax' }),
    );
    expect(response.status).toBe(400);
    const text = await textOf(response);
    for (const words of [
      HI_ISLAND_WORDS.forms.problems.tooLong,
      HI_ISLAND_WORDS.forms.problems.phone,
      APPOINTMENT_COPY_HI.pick.problems.slot,
      APPOINTMENT_COPY_HI.pick.problems.mode,
    ])
      expect(text).toContain(words);
  });
});

describe('/rx, with bad input', () => {
  const check = (path: string) =>
    SELF.fetch(`${SITE}${path}`, { redirect: 'manual', headers: { 'CF-Connecting-IP': `rx-${crypto.randomUUID()}` } });

  it.each([
    ['digits only', '12345'],
    ['one character short', 'RX-1234567'],
    ['a letter the numbers never use', 'RX-ABCDEFGI'],
    ['markup', '<b>RX</b>'],
    ['5,000 characters', LONG],
  ])('?number= with %s is refused with 400 and how a number is written, what was typed kept', async (_, typed) => {
    const response = await check(`/rx?number=${encodeURIComponent(typed)}`);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(visibleText(html)).toContain(RX_WORDS.en.badNumber);
    expect((await selectOne(html, '#rx-number')).attrs.value).toBe(typed);
  });

  it('an empty ?number= is the form (200); in Hindi the refusal is in Hindi', async () => {
    expect((await check('/rx?number=%20%20')).status).toBe(200);
    const hindi = await check('/hi/rx?number=12345');
    expect(hindi.status).toBe(400);
    expect(await textOf(hindi)).toContain(RX_WORDS.hi.badNumber);
  });

  it('a number in the path that cannot be one is "no such prescription", 404, cut to 40 characters', async () => {
    const response = await check(`/rx/${'Z'.repeat(300)}`);
    expect(response.status).toBe(404);
    const text = await textOf(response);
    expect(text).toContain(RX_WORDS.en.notFoundTitle);
    expect(text).toContain('Z'.repeat(40));
    expect(text).not.toContain('Z'.repeat(41));
  });
});

describe('percent-encoding that decodes to nothing', () => {
  it('in the path, the query string or the form, is read as the text it is: the same 4xx and words', async () => {
    const page = await get(`${booked.path}?key=%E0%A4%A`);
    expect(page.status).toBe(400);
    expect(await alertOf(page)).toBe(APPOINTMENT_COPY_EN.lookup.badLink);
    expect((await get(`/appointments/%E0%A4%A?key=${booked.key}`)).status).toBe(400);
    expect((await get(`${booked.path}/calendar.ics?key=%FF`)).status).toBe(400);
    expect((await get(`${booked.path}/receipt?key=%FF`)).status).toBe(404);
    expect((await get('/doctors/%FF/book')).status).toBe(404);
    const rx = await get('/rx?number=%E0%A4', { redirect: 'manual' });
    expect(rx.status).toBe(400);
    expect(await textOf(rx)).toContain(RX_WORDS.en.badNumber);
    expect((await get('/rx/%FF%FE')).status).toBe(404);
    const lookup = await postRaw('/appointments', 'reference=%FF&phone=%');
    expect(lookup.status).toBe(400);
    expect(await textOf(lookup)).toContain(APPOINTMENT_COPY_EN.lookup.referenceProblem);
    const cancel = await postRaw(`${booked.path}/cancel`, 'key=%E0%A4%A&confirm=yes');
    expect(cancel.status).toBe(400);
    expect(await alertOf(cancel)).toBe(APPOINTMENT_COPY_EN.lookup.badLink);
    expect((await findAppointment(env.DB, booked.reference))?.status).toBe('requested');
  });
});

describe('a link made for another appointment', () => {
  it('a good key of another reference opens nothing: 400 and the same words', async () => {
    const other = await appointmentKey(appointmentLinkSecret(env), 'AP-ZZZZZZ', '+919876543210');
    const response = await get(`${booked.path}?key=${other}`);
    expect(response.status).toBe(400);
    expect(await alertOf(response)).toBe(APPOINTMENT_COPY_EN.lookup.badLink);
  });
});
