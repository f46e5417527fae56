// The request store end to end inside workerd: every kind stored before it is acknowledged, bad input refused with
// nothing stored, double submits stored once, 200 at once stored exactly, and the retention clean-up.
import { createExecutionContext, createScheduledController, env, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { afterAll, describe, expect, it } from 'vitest';
import { EN_ISLAND_WORDS } from '../../shared/i18n/en/islands';
import { DOCTOR_REQUEST_MISSING, DOCTOR_REQUEST_SUBMITTED } from '../../shared/messages';
import { REFERENCE_PATTERN, REQUEST_KINDS } from '../../shared/requests/kinds';
import { EN_REFUSALS } from '../../shared/i18n/en/refusals';
import worker from '../../src/index';
import { insertRequest } from '../../src/requests/store';
import { ACCOUNTS, freshAddress, postForm, SITE, signIn } from './auth-helpers';
import { selectOne, visibleText } from './html';
import { until } from './notifications-support';
import { inOneRateWindow } from './rate-window';

const JSON_ACCEPT = { Accept: 'application/json' };
let counter = 0;
/** A name no other test uses, so counts are exact whatever else is stored. */
const uniqueName = () =>
  `Asha Test ${String.fromCharCode(65 + (counter++ % 26))}${Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? 'x')}`;

async function rowsNamed(name: string) {
  const { results } = await env.DB.prepare('SELECT * FROM requests WHERE name = ?1').bind(name).all();
  return results as Record<string, unknown>[];
}

function booking(name: string, extra: Record<string, string> = {}) {
  return {
    name,
    phone: '98765 43210',
    language: 'ta',
    timeWindow: 'morning',
    topic: 'Diabetes Care',
    token: 't',
    ...extra,
  };
}

describe('each kind is stored, then acknowledged with a reference', () => {
  it('a call-back from the booking dialog (JSON)', async () => {
    const name = uniqueName();
    const response = await postForm('/book?from=/diabetes-care', booking(name, { note: 'Sugar is high' }), JSON_ACCEPT);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const reply = (await response.json()) as { ok: boolean; reference: string };
    expect(reply.ok).toBe(true);
    expect(reply.reference).toMatch(REFERENCE_PATTERN);
    const [row, ...more] = await rowsNamed(name);
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({
      reference: reply.reference,
      kind: 'booking',
      status: 'new',
      locale: 'en',
      phone: '+919876543210',
      consent_version: REQUEST_KINDS.booking.consentVersion,
    });
    expect(JSON.parse(row?.fields as string)).toMatchObject({
      language: 'ta',
      timeWindow: 'morning',
      note: 'Sugar is high',
      topic: 'Diabetes Care',
    });
  });

  it('a call-back without JavaScript: back to the page it was about, with the reference in the message', async () => {
    const name = uniqueName();
    const response = await postForm('/hi/book?from=/diabetes-care', booking(name));
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/hi/diabetes-care');
    const [row] = await rowsNamed(name);
    expect(row?.locale).toBe('hi');
    const flash = response.headers
      .getSetCookie()
      .find((line) => line.startsWith('flash='))!
      .split(';')[0]!;
    const page = await SELF.fetch(`${SITE}/hi/diabetes-care`, { headers: { Cookie: flash } });
    expect(visibleText(await page.text())).toContain(String(row?.reference));
  });

  it('Request Specific Doctor keeps the spec messages', async () => {
    const name = uniqueName();
    const missing = await postForm('/doctors/request', { name, phone: '', specialization: '' });
    expect(missing.status).toBe(422);
    const html = await missing.text();
    expect((await selectOne(html, '[role="alert"]')).text).toContain(DOCTOR_REQUEST_MISSING.title);
    expect(html).toContain(`value="${name}"`);
    expect(await rowsNamed(name)).toHaveLength(0);

    const done = await postForm('/doctors/request', { name, phone: '+91 98765-43210', specialization: 'Cardiologist' });
    expect(done.status).toBe(303);
    expect(done.headers.get('Location')).toBe('/doctors');
    const [row] = await rowsNamed(name);
    const flash = done.headers
      .getSetCookie()
      .find((line) => line.startsWith('flash='))!
      .split(';')[0]!;
    const page = visibleText(await (await SELF.fetch(`${SITE}/doctors`, { headers: { Cookie: flash } })).text());
    expect(page).toContain(DOCTOR_REQUEST_SUBMITTED.title);
    expect(page).toContain(EN_ISLAND_WORDS.forms.reference(String(row?.reference)));
  });

  it('a contact message', async () => {
    const firstName = uniqueName().split(' ')[2]!;
    const fields = {
      firstName,
      lastName: 'Rao',
      email: 'asha@example.com',
      phone: '',
      department: 'billing-refunds',
      message: 'When is my refund due?',
      token: 'c1',
    };
    const bad = await postForm('/contact', { ...fields, email: 'not-an-email' }, JSON_ACCEPT);
    expect(bad.status).toBe(422);
    expect(await bad.json()).toEqual({ ok: false, problems: { email: 'email' } });
    const good = await postForm('/contact', fields, JSON_ACCEPT);
    expect(good.status).toBe(200);
    const [row] = await rowsNamed(`${firstName} Rao`);
    expect(row).toMatchObject({ kind: 'contact', email: 'asha@example.com', phone: null });
  });

  it('the newsletter box stores the address once and goes on to /pricing', async () => {
    const email = `news-${Date.now()}@example.com`;
    const first = await postForm('/newsletter', { email, token: 'n1' });
    expect(first.status).toBe(303);
    expect(first.headers.get('Location')).toBe('/pricing');
    const again = await postForm('/newsletter', { email, token: 'n2' }, JSON_ACCEPT);
    const { results } = await env.DB.prepare('SELECT reference FROM requests WHERE email = ?1').bind(email).all();
    expect(results).toHaveLength(1);
    expect(((await again.json()) as { reference: string }).reference).toBe(results[0]?.reference);
    const invalid = await postForm('/newsletter', { email: 'nope' });
    expect(invalid.status).toBe(422);
    expect(visibleText(await invalid.text())).toContain(EN_ISLAND_WORDS.forms.problems.email);
  });
});

describe('the privacy and refund request forms, and the data download', () => {
  it('a privacy request and a refund request are stored and acknowledged; without JavaScript, refused ones come back', async () => {
    const email = `rights-${Date.now()}@example.com`;
    const privacy = await postForm('/privacy/request', {
      name: 'Asha Rao',
      email,
      requestType: 'erasure',
      details: 'Please delete my data.',
      token: 'p1',
    });
    expect(privacy.status).toBe(303);
    expect(privacy.headers.get('Location')).toBe('/privacy');
    const refund = await postForm(
      '/hi/refunds/request',
      { name: 'Asha Rao', email, service: 'consultation', reason: 'The doctor did not join.', token: 'r1' },
      JSON_ACCEPT,
    );
    expect(refund.status).toBe(200);
    const { results } = await env.DB.prepare('SELECT kind, locale FROM requests WHERE email = ?1 ORDER BY id')
      .bind(email)
      .all();
    expect(results).toEqual([
      { kind: 'privacy', locale: 'en' },
      { kind: 'refund', locale: 'hi' },
    ]);
    const refused = await postForm('/refunds/request', { name: 'Asha Rao', email, service: 'other', reason: '' });
    expect(refused.status).toBe(422);
    const html = await refused.text();
    expect((await selectOne(html, 'h1')).text).toBe('Refund Policy');
    expect(visibleText(html)).toContain(EN_ISLAND_WORDS.forms.problems.choice);
  });

  it('Download Your Data: a signed-in person gets their account and their requests; anyone else signs in first', async () => {
    const stranger = await SELF.fetch(`${SITE}/privacy/my-data`, { redirect: 'manual' });
    expect(stranger.status).toBe(303);
    expect(stranger.headers.get('Location')).toBe('/auth?next=%2Fprivacy%2Fmy-data');
    await postForm('/contact', {
      firstName: 'Pat',
      email: ACCOUNTS.patient.email,
      department: 'other',
      message: 'Hello',
      token: `dl-${Date.now()}`,
    });
    const cookie = await signIn('patient');
    const response = await SELF.fetch(`${SITE}/privacy/my-data`, { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toContain('no-store');
    expect(response.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = (await response.json()) as {
      account: { email: string };
      requests: { kind: string; fields: Record<string, string> }[];
    };
    expect(data.account.email).toBe(ACCOUNTS.patient.email);
    expect(data.requests.some((request) => request.kind === 'contact' && request.fields.message === 'Hello')).toBe(
      true,
    );
    expect(data.requests.every((request) => request.fields.email?.toLowerCase() === ACCOUNTS.patient.email)).toBe(true);
  });
});

describe('what is refused, with a 4xx and a message, storing nothing', () => {
  const cases: [string, () => Promise<Response>, number, string | RegExp][] = [
    ['missing fields', () => postForm('/book', booking(''), JSON_ACCEPT), 422, /missing/],
    ['a 10 KB name', () => postForm('/book', booking('A'.repeat(10_000)), JSON_ACCEPT), 422, /tooLong/],
    ['an emoji name', () => postForm('/book', booking('Asha 😀'), JSON_ACCEPT), 422, /"name":"name"/],
    [
      'a script in the note',
      () => postForm('/book', booking('Asha', { note: '<script>alert(1)</script>' }), JSON_ACCEPT),
      422,
      /markup/,
    ],
    [
      'a landline',
      () => postForm('/book', booking('Asha', { phone: '044 2345 6789' }), JSON_ACCEPT),
      422,
      /"phone":"phone"/,
    ],
    ['an unknown language', () => postForm('/book', booking('Asha', { language: 'xx' }), JSON_ACCEPT), 422, /choice/],
    [
      'the honeypot filled',
      () => postForm('/book', booking('Asha', { website: 'http://spam.example' }), JSON_ACCEPT),
      400,
      EN_REFUSALS.robot,
    ],
    [
      'a repeated field',
      () =>
        postForm('/book', { ...booking('Asha') }, JSON_ACCEPT).then(() =>
          SELF.fetch(`${SITE}/book`, {
            method: 'POST',
            headers: {
              Origin: SITE,
              'Content-Type': 'application/x-www-form-urlencoded',
              'CF-Connecting-IP': freshAddress(),
            },
            body: 'name=Asha&name=Ravi&phone=9876543210&language=en&timeWindow=any',
          }),
        ),
      400,
      EN_REFUSALS.repeatedField,
    ],
    [
      'a JSON body',
      () =>
        SELF.fetch(`${SITE}/contact`, {
          method: 'POST',
          headers: {
            Origin: SITE,
            'Content-Type': 'application/json',
            ...JSON_ACCEPT,
            'CF-Connecting-IP': freshAddress(),
          },
          body: JSON.stringify({ firstName: 'Asha' }),
        }),
      415,
      EN_REFUSALS.unsupportedForm,
    ],
    [
      'a foreign origin',
      () =>
        postForm(
          '/doctors/request',
          { name: 'Asha', phone: '9876543210', specialization: 'X' },
          { Origin: 'https://evil.example' },
        ),
      403,
      EN_REFUSALS.foreignOrigin,
    ],
    [
      'a body over the limit',
      () =>
        postForm('/contact', { firstName: 'Asha', email: 'a@b.co', department: 'other', message: 'x'.repeat(20_000) }),
      413,
      /too large/,
    ],
  ];

  it.each(cases)('%s', async (_, send, status, message) => {
    const before = await env.DB.prepare('SELECT COUNT(*) AS n FROM requests').first<{ n: number }>();
    const response = await send();
    expect(response.status).toBe(status);
    expect(await response.text()).toMatch(message);
    const after = await env.DB.prepare('SELECT COUNT(*) AS n FROM requests').first<{ n: number }>();
    // The repeated-field case sends one valid request first; nothing else may add a row.
    expect(after!.n - before!.n).toBe(_ === 'a repeated field' ? 1 : 0);
  });

  it('more than 6 requests a minute from one address are refused', async () => {
    await inOneRateWindow();
    const address = '198.51.100.77';
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const response = await postForm('/book', booking(uniqueName(), { token: `r${i}` }), {
        ...JSON_ACCEPT,
        'CF-Connecting-IP': address,
      });
      statuses.push(response.status);
      if (response.status === 429)
        expect(((await response.json()) as { message: string }).message).toBe(EN_REFUSALS.tooManyRequests);
    }
    expect(statuses.slice(0, 6).every((status) => status === 200)).toBe(true);
    expect(statuses[6]).toBe(429);
  });
});

describe('nothing lost, nothing twice', () => {
  it('a double submit (same token, same answers) is stored once and gets the same reference', async () => {
    const name = uniqueName();
    const [one, two] = await Promise.all([
      postForm('/book', booking(name, { token: 'double' }), JSON_ACCEPT),
      postForm('/book', booking(name, { token: 'double' }), JSON_ACCEPT),
    ]);
    const references = await Promise.all([one!.json(), two!.json()]);
    expect(references[0]).toEqual(references[1]);
    expect(await rowsNamed(name)).toHaveLength(1);
  });

  it('200 concurrent submissions store exactly 200 rows', async () => {
    const marker = `burst-${Date.now()}`;
    const replies = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        postForm(
          '/doctors/request',
          {
            name: 'Burst Test',
            phone: '9876543210',
            specialization: marker,
            requirements: String(index),
            token: `b${index}`,
          },
          JSON_ACCEPT,
        ).then((response) => response.json() as Promise<{ ok: boolean; reference: string }>),
      ),
    );
    expect(replies.every((reply) => reply.ok)).toBe(true);
    const { results } = await env.DB.prepare(
      "SELECT reference FROM requests WHERE json_extract(fields, '$.specialization') = ?1",
    )
      .bind(marker)
      .all();
    expect(results).toHaveLength(200);
    expect(new Set(results.map((row) => row.reference))).toEqual(new Set(replies.map((reply) => reply.reference)));
  });
});

// Every submission hands its notifications to the queue, whose consumer goes on after the test that posted it (batches
// of ten, a second apart: the 200 submissions leave about 200 rows for it). Each batch it takes loads the Worker
// through the test runner, so a batch arriving as the file's runtime closes fails the run with "Closing rpc while
// resolve was pending". The file waits until the queue has taken every row its tests wrote.
afterAll(async () => {
  const queued = async () =>
    (await env.DB.prepare("SELECT COUNT(*) AS n FROM notifications WHERE state = 'queued'").first<{ n: number }>())
      ?.n ?? 0;
  expect(await until(queued, (n) => n === 0, 55_000)).toBe(0);
}, 60_000);

describe('retention', () => {
  it('the daily trigger deletes requests older than 180 days and keeps the rest', async () => {
    const now = Date.now();
    const day = 24 * 60 * 60 * 1000;
    const store = (name: string, at: number) =>
      insertRequest(env.DB, {
        kind: 'booking',
        locale: 'en',
        values: { name },
        consentVersion: 'v',
        dedupeKey: `${name}-${at}`,
        now: at,
      });
    const old = await store('Retention Old', now - 200 * day);
    const recent = await store('Retention Recent', now - 100 * day);
    const run = async (at: number) => {
      const ctx = createExecutionContext();
      await worker.scheduled(createScheduledController({ scheduledTime: at, cron: '0 22 * * *' }), env, ctx);
      await waitOnExecutionContext(ctx);
    };
    await run(now);
    const left = async () =>
      (await env.DB.prepare("SELECT reference FROM requests WHERE name LIKE 'Retention %'").all()).results.map(
        (row) => row.reference,
      );
    expect(await left()).toEqual([recent.reference]);
    expect(await left()).not.toContain(old.reference);
    // 81 days later the recent one is 181 days old: gone too.
    await run(now + 81 * day);
    expect(await left()).toEqual([]);
  });
});
