// /rx and /rx/<number> (and /hi): a pharmacist's check says whether an issued prescription has the number, whether
// it is still valid or which number replaced it, when and by which doctor; nothing about the patient or the
// medicines. Unknown, draft and malformed numbers answer the 404 that says there is no such prescription; never
// cached or indexed; each check of a number that exists is in the access log; the checks are rate-limited.
import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { issuePrescription, supersede } from '../../src/records';
import { SITE } from './auth-helpers';
import { testDoctor } from './appointment-support';
import { select, visibleText } from './html';
import { inOneRateWindow } from './rate-window';
import {
  ADVICE,
  accessRows,
  consultation,
  DIAGNOSIS,
  INVESTIGATIONS,
  PATIENT_NAME,
  PATIENT_PHONE,
  type Consultation,
} from './rx-support';

/** Each check from an address of its own, unless the test shares one on purpose. */
const check = (path: string, address = `rx-test-${crypto.randomUUID()}`) =>
  SELF.fetch(`${SITE}${path}`, { redirect: 'manual', headers: { 'CF-Connecting-IP': address } });

const PRIVATE = [
  PATIENT_NAME,
  'Kavita',
  PATIENT_PHONE,
  PATIENT_PHONE.slice(3),
  '98111',
  DIAGNOSIS,
  ADVICE,
  INVESTIGATIONS,
  'Paracetamol',
  'PARACETAMOL',
  'Cetirizine',
  '34 years',
  'Sore throat',
  'After food',
];

let issued: Consultation;
let doctorName = '';

beforeAll(async () => {
  const doctor = await testDoctor(undefined, { name: 'Dr. Anil Kapoor', registrationNumber: 'MH-77123' });
  doctorName = doctor.name;
  issued = await consultation(doctor.id, { email: 'kavita@example.com' });
});

describe('/rx/<number> for an issued prescription', () => {
  it('says it is valid, when and by whom, and nothing about the patient or the medicines', async () => {
    const response = await check(`/rx/${issued.number}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('X-Robots-Tag')).toBe('noindex');
    const html = await response.text();
    expect(await select(html, 'meta[name="robots"][content="noindex"]')).toHaveLength(1);
    const [result] = await select(html, '[data-valid]');
    expect(result?.attrs['data-valid']).toBe('true');
    const text = visibleText(html);
    expect(text).toContain('Valid prescription');
    expect(text).toContain(doctorName);
    expect(text).toContain('MH-77123');
    expect(text).toContain('Tamil Nadu Medical Council');
    for (const secret of PRIVATE) expect(html).not.toContain(secret);
  });

  it('accepts the number in small letters and writes one public verify row per check', async () => {
    const before = (await accessRows(issued.number)).filter((row) => row.action === 'verify').length;
    const response = await check(`/rx/${issued.number.toLowerCase()}`);
    expect(response.status).toBe(200);
    const rows = (await accessRows(issued.number)).filter((row) => row.action === 'verify');
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({ actor_id: 'public', actor_role: 'public', action: 'verify' });
    expect(rows.at(-1)?.record_id).toBeGreaterThan(0);
  });

  it('in Hindi under /hi, with the same nothing-private rule', async () => {
    const response = await check(`/hi/rx/${issued.number}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('lang="hi"');
    expect(visibleText(html)).toContain('मान्य पर्चा');
    for (const secret of PRIVATE) expect(html).not.toContain(secret);
  });

  it('a superseded prescription is no longer valid and names the one that replaced it', async () => {
    const doctor = await testDoctor(undefined, { name: 'Dr. Leela Menon' });
    const first = await consultation(doctor.id, { complete: false });
    const actor = { id: 'doctor-account', email: null };
    const started = await supersede(env.DB, doctor.id, first.reference, first.number, actor);
    expect(started.ok).toBe(true);
    const second = await issuePrescription(env.DB, doctor.id, first.reference, actor);
    if (!second.ok) throw new Error(second.message);
    const old = await (await check(`/rx/${first.number}`)).text();
    expect((await select(old, '[data-valid]'))[0]?.attrs['data-valid']).toBe('false');
    expect(visibleText(old)).toContain(`replaced by ${second.number}`);
    expect(old).toContain(`href="/rx/${second.number}"`);
    const fresh = await (await check(`/rx/${second.number}`)).text();
    expect((await select(fresh, '[data-valid]'))[0]?.attrs['data-valid']).toBe('true');
  });
});

describe('numbers that do not exist', () => {
  it.each(['RX-00000000', 'RX-0000000', 'nonsense', 'RX-ABCDEFGI', '%3Cscript%3E'])(
    '/rx/%s answers 404: no such prescription, and no log row',
    async (number) => {
      const response = await check(`/rx/${number}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      const html = await response.text();
      expect(visibleText(html)).toContain('No such prescription');
      expect(html).not.toContain('<script>');
      expect(await accessRows(number.toUpperCase())).toEqual([]);
    },
  );

  it('a draft is not a prescription yet: 404, and no log row', async () => {
    const doctor = await testDoctor();
    const draft = await consultation(doctor.id, { issue: false, complete: false });
    const response = await check(`/rx/${draft.number}`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain(PATIENT_NAME);
    expect((await accessRows(draft.number)).filter((row) => row.action === 'verify')).toEqual([]);
  });
});

describe('/rx, the form', () => {
  it('shows a labelled field and a button, GET only', async () => {
    const response = await check('/rx');
    expect(response.status).toBe(200);
    const html = await response.text();
    const [form] = await select(html, 'form[action="/rx"]');
    expect(form?.attrs.method).toBe('get');
    expect(await select(html, 'label[for="rx-number"]')).toHaveLength(1);
    const post = await SELF.fetch(`${SITE}/rx`, { method: 'POST', redirect: 'manual', headers: { Origin: SITE } });
    expect(post.status).toBe(404);
  });

  it('sends a typed number to its page', async () => {
    const response = await check(`/rx?number=${encodeURIComponent(` ${issued.number.toLowerCase()} `)}`);
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe(`/rx/${issued.number}`);
    const hindi = await check(`/hi/rx?number=${issued.number}`);
    expect(hindi.headers.get('Location')).toBe(`/hi/rx/${issued.number}`);
  });

  it('refuses a malformed number with 400 and says how it is written', async () => {
    const response = await check('/rx?number=12345');
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(visibleText(html)).toContain('Write the number as printed');
    expect((await select(html, '#rx-number'))[0]?.attrs['aria-invalid']).toBe('true');
  });
});

describe('rate limit', () => {
  it('an address checking too many numbers in a minute is told to wait (429), not answered', async () => {
    await inOneRateWindow();
    const address = `rx-limit-${crypto.randomUUID()}`;
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) statuses.push((await check(`/rx/${issued.number}`, address)).status);
    expect(statuses.slice(0, 6)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(statuses.at(-1)).toBe(429);
    const limited = await (await check(`/rx/${issued.number}`, address)).text();
    expect(limited).not.toContain(doctorName);
  });
});
