// The local phone stand-in (phone-server/): the WhatsApp Cloud API's and MSG91's send endpoints with their shapes and
// key checks, the inbox page, the failure switch, and the delivery and STOP webhooks it signs as the providers do.
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPhoneServer, type RunningPhoneServer } from '../../phone-server/server.ts';
import { DEVELOPMENT_PHONE_SECRETS, PHONE_DEFAULTS } from '../../src/phone-config.ts';

interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

let site: Server;
let phone: RunningPhoneServer;
const received: Received[] = [];

const whatsappUrl = () => `${phone.url}/v21.0/${PHONE_DEFAULTS.WHATSAPP_PHONE_NUMBER_ID}/messages`;
const bearer = { Authorization: `Bearer ${DEVELOPMENT_PHONE_SECRETS.WHATSAPP_ACCESS_TOKEN}` };

function template(name: string, code: string, values: string[]) {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: '919812300001',
    type: 'template',
    template: {
      name,
      language: { code },
      components: [{ type: 'body', parameters: values.map((text) => ({ type: 'text', text })) }],
    },
  };
}

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

async function webhooks(count: number): Promise<Received[]> {
  const end = Date.now() + 5000;
  while (received.length < count && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 20));
  return received.splice(0, received.length);
}

beforeAll(async () => {
  site = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body });
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const { port } = site.address() as AddressInfo;
  phone = await startPhoneServer({ port: 0, siteUrl: `http://127.0.0.1:${port}`, webhookDelayMs: 10, quiet: true });
});

afterAll(async () => {
  await phone.close();
  await new Promise((resolve) => site.close(resolve));
});

describe('the WhatsApp Cloud API stand-in', () => {
  it("refuses a wrong token with the Graph API's error", async () => {
    const answer = await post(whatsappUrl(), template('booking_confirmed', 'en', ['a', 'b', 'c', 'd']), {
      Authorization: 'Bearer wrong',
    });
    expect(answer.status).toBe(401);
    expect(answer.json.error).toMatchObject({ type: 'OAuthException', code: 190 });
  });

  it('refuses an unknown template and a wrong number of parameters', async () => {
    expect((await post(whatsappUrl(), template('no_such_template', 'en', []), bearer)).json.error).toMatchObject({
      code: 132001,
    });
    expect((await post(whatsappUrl(), template('booking_confirmed', 'en', ['one']), bearer)).json.error).toMatchObject({
      code: 132000,
    });
  });

  it('takes a template message, shows it in the inbox, and reports it sent and delivered, signed', async () => {
    const values = ['Asha', 'Dr. Iyer', '7 Dec 2026, 10:00 am', 'AP-7K2M9Q'];
    const answer = await post(whatsappUrl(), template('booking_confirmed', 'hi', values), bearer);
    expect(answer.status).toBe(200);
    const id = (answer.json.messages as { id: string }[])[0]?.id;
    expect(id).toMatch(/^wamid\./);
    expect(answer.json).toMatchObject({ messaging_product: 'whatsapp', contacts: [{ wa_id: '919812300001' }] });

    const page = await (await fetch(`${phone.url}/?to=${encodeURIComponent('+919812300001')}`)).text();
    expect(page).toContain('नमस्ते Asha, Dr. Iyer के साथ आपका परामर्श 7 Dec 2026, 10:00 am के लिए पक्का हो गया है');
    expect(page).toContain('WhatsApp · booking_confirmed · hi');

    const calls = await webhooks(2);
    expect(calls.map((call) => call.path)).toEqual(['/webhooks/whatsapp', '/webhooks/whatsapp']);
    for (const call of calls) {
      const expected = createHmac('sha256', DEVELOPMENT_PHONE_SECRETS.WHATSAPP_APP_SECRET)
        .update(call.body)
        .digest('hex');
      expect(call.headers['x-hub-signature-256']).toBe(`sha256=${expected}`);
    }
    const statuses = calls.map(
      (call) =>
        (JSON.parse(call.body) as { entry: { changes: { value: { statuses: { id: string; status: string }[] } }[] }[] })
          .entry[0]!.changes[0]!.value.statuses[0],
    );
    expect(statuses).toEqual([
      expect.objectContaining({ id, status: 'sent' }),
      expect.objectContaining({ id, status: 'delivered' }),
    ]);
  });

  it('refuses WhatsApp for a number switched to fail, and Reply STOP sends a signed inbound message', async () => {
    const to = '+919812300002';
    const form = (path: string, fields: Record<string, string>) =>
      fetch(`${phone.url}${path}`, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
    expect((await form('/fail-whatsapp', { to, fail: 'on' })).status).toBe(303);
    const refused = await post(whatsappUrl(), { ...template('login_code', 'en', ['123456']), to: to.slice(1) }, bearer);
    expect(refused.status).toBe(400);
    expect(refused.json.error).toMatchObject({ code: 131026 });
    await form('/fail-whatsapp', { to });
    expect(
      (await post(whatsappUrl(), { ...template('login_code', 'en', ['123456']), to: to.slice(1) }, bearer)).status,
    ).toBe(200);
    await webhooks(2);

    expect((await form('/reply-stop', { to })).status).toBe(303);
    const [call] = await webhooks(1);
    const expected = createHmac('sha256', DEVELOPMENT_PHONE_SECRETS.WHATSAPP_APP_SECRET)
      .update(call!.body)
      .digest('hex');
    expect(call!.headers['x-hub-signature-256']).toBe(`sha256=${expected}`);
    const value = (JSON.parse(call!.body) as { entry: { changes: { value: Record<string, unknown> }[] }[] }).entry[0]!
      .changes[0]!.value;
    expect(value.messages).toEqual([
      expect.objectContaining({ from: '919812300002', type: 'text', text: { body: 'STOP' } }),
    ]);
  });
});

describe('the MSG91 stand-in', () => {
  const flow = (body: unknown, authkey: string = DEVELOPMENT_PHONE_SECRETS.SMS_AUTH_KEY) =>
    post(`${phone.url}/api/v5/flow/`, body, { authkey });

  it('refuses a wrong authkey, an unknown template and a missing variable', async () => {
    const good = {
      template_id: 'TBD-login-code-en',
      sender: 'CRLINE',
      recipients: [{ mobiles: '919812300003', var1: '1' }],
    };
    expect(await flow(good, 'wrong')).toEqual({
      status: 401,
      json: { message: 'Authentication failure', type: 'error' },
    });
    expect((await flow({ ...good, template_id: 'nope' })).json).toMatchObject({ type: 'error' });
    expect((await flow({ ...good, recipients: [{ mobiles: '919812300003' }] })).json).toMatchObject({ type: 'error' });
  });

  it('sends an SMS on its DLT template and reports it delivered at the secret webhook address', async () => {
    const answer = await flow({
      template_id: 'TBD-login-code-hi',
      sender: 'CRLINE',
      unicode: 1,
      recipients: [{ mobiles: '919812300004', var1: '654321' }],
    });
    expect(answer.json).toMatchObject({ type: 'success', message: expect.stringMatching(/^[0-9a-f]{24}$/) });
    expect(phone.messages('+919812300004')).toEqual([
      expect.objectContaining({
        channel: 'sms',
        event: 'login_code',
        locale: 'hi',
        text: expect.stringContaining('654321 आपका'),
      }),
    ]);
    const [call] = await webhooks(1);
    expect(call!.path).toBe(`/webhooks/sms/${DEVELOPMENT_PHONE_SECRETS.SMS_WEBHOOK_SECRET}`);
    expect(JSON.parse(call!.body)).toMatchObject({ requestId: answer.json.message, status: '1', desc: 'DELIVERED' });
  });
});
