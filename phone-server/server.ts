/**
 * The local phone stand-in: the WhatsApp Business Cloud API's send endpoint and MSG91's Flow API, with their request
 * and answer shapes and their key checks, a phone inbox page, and the signed delivery webhooks back to the site.
 * For local runs and tests only: it accepts the published development keys (src/phone-config.ts) and nothing else.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { DEFAULT_PHONE_PORT, DEVELOPMENT_PHONE_SECRETS, PHONE_DEFAULTS } from '../src/phone-config.ts';
import {
  PHONE_EVENTS,
  PHONE_TEMPLATES,
  phoneText,
  smsTemplateById,
  type PhoneEvent,
  type PhoneLocale,
} from '../src/notifications/phone/templates.ts';
import { inboxPage } from './page.ts';

export interface PhoneServerOptions {
  /** Default 54327; 0 picks a free port. */
  port?: number;
  host?: string;
  /** The site's base URL, where the delivery webhooks go; none are sent without it. */
  siteUrl?: string;
  /** How long after a send its webhooks follow, in ms. Default 200. */
  webhookDelayMs?: number;
  quiet?: boolean;
}

export interface PhoneMessageRecord {
  id: string;
  channel: 'whatsapp' | 'sms';
  /** '+91' and ten digits. */
  to: string;
  event: PhoneEvent;
  locale: PhoneLocale;
  /** The template's name (WhatsApp) or id (MSG91). */
  template: string;
  values: string[];
  text: string;
  at: number;
  /** The last state the stand-in reported to the site. */
  status: 'accepted' | 'sent' | 'delivered' | 'failed';
}

export interface RunningPhoneServer {
  url: string;
  messages(to?: string): PhoneMessageRecord[];
  /** Makes WhatsApp fail (or work again) for a number, as the page's switch does. */
  failWhatsApp(to: string, fail: boolean): void;
  /** Takes a provider's send endpoint down (503 to every message) or brings it back, as `POST /outage` does. */
  setOutage(channel: 'whatsapp' | 'sms', down: boolean): void;
  close(): Promise<void>;
}

const plus = (digits: string) => `+${digits.replace(/\D/g, '')}`;

export async function startPhoneServer(options: PhoneServerOptions = {}): Promise<RunningPhoneServer> {
  const host = options.host ?? '127.0.0.1';
  const delay = options.webhookDelayMs ?? 200;
  const siteUrl = options.siteUrl?.replace(/\/+$/, '');
  const messages: PhoneMessageRecord[] = [];
  const failing = new Set<string>();
  /** Providers whose send endpoint is down: it answers 503, as a provider's outage does, and keeps nothing. */
  const outage = new Set<'whatsapp' | 'sms'>();
  const log = (line: string) => {
    if (!options.quiet) console.log(`[phone] ${line}`);
  };

  async function post(path: string, body: string, headers: Record<string, string>): Promise<void> {
    if (!siteUrl) return;
    try {
      const response = await fetch(`${siteUrl}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) log(`the site answered ${response.status} to ${path.replace(/sms\/.*/, 'sms/…')}`);
    } catch (error) {
      log(`the site is not reachable for webhooks (${(error as Error).message})`);
    }
  }

  /** A WhatsApp webhook call, signed as Meta signs it: X-Hub-Signature-256 over the raw body with the app secret. */
  function whatsappWebhook(value: Record<string, unknown>): Promise<void> {
    const body = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        { id: '100000000000000', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', ...value } }] },
      ],
    });
    const signature = createHmac('sha256', DEVELOPMENT_PHONE_SECRETS.WHATSAPP_APP_SECRET).update(body).digest('hex');
    return post('/webhooks/whatsapp', body, { 'X-Hub-Signature-256': `sha256=${signature}` });
  }

  function reportLater(record: PhoneMessageRecord) {
    const timestamp = () => String(Math.floor(Date.now() / 1000));
    setTimeout(async () => {
      if (record.channel === 'whatsapp') {
        const status = (state: string, extra: Record<string, unknown> = {}) =>
          whatsappWebhook({
            statuses: [
              { id: record.id, status: state, timestamp: timestamp(), recipient_id: record.to.slice(1), ...extra },
            ],
          });
        record.status = 'sent';
        await status('sent');
        record.status = 'delivered';
        await status('delivered');
      } else {
        record.status = 'delivered';
        await post(
          `/webhooks/sms/${DEVELOPMENT_PHONE_SECRETS.SMS_WEBHOOK_SECRET}`,
          JSON.stringify({
            date: new Date().toISOString().slice(0, 19).replace('T', ' '),
            number: record.to.slice(1),
            senderId: PHONE_DEFAULTS.SMS_SENDER_ID,
            requestId: record.id,
            status: '1',
            desc: 'DELIVERED',
          }),
          {},
        );
      }
    }, delay).unref();
  }

  const app = new Hono();

  // WhatsApp Business Cloud API: POST /{version}/{phone number id}/messages, a template message.
  app.post('/:version/:phoneNumberId/messages', async (c) => {
    const graphError = (status: 400 | 401, code: number, message: string, type = 'OAuthException') =>
      c.json({ error: { message, type, code, fbtrace_id: randomBytes(8).toString('hex') } }, status);
    if (outage.has('whatsapp'))
      return c.json({ error: { message: 'Service temporarily unavailable', type: 'OAuthException', code: 2 } }, 503);
    if (c.req.header('Authorization') !== `Bearer ${DEVELOPMENT_PHONE_SECRETS.WHATSAPP_ACCESS_TOKEN}`)
      return graphError(401, 190, 'Invalid OAuth access token - Cannot parse access token');
    if (c.req.param('phoneNumberId') !== PHONE_DEFAULTS.WHATSAPP_PHONE_NUMBER_ID)
      return graphError(400, 100, 'Unsupported post request. Object does not exist.', 'GraphMethodException');
    const body = (await c.req.json().catch(() => null)) as {
      messaging_product?: unknown;
      to?: unknown;
      type?: unknown;
      template?: {
        name?: unknown;
        language?: { code?: unknown };
        components?: { type?: unknown; parameters?: { text?: unknown }[] }[];
      };
    } | null;
    if (body?.messaging_product !== 'whatsapp' || body.type !== 'template' || typeof body.to !== 'string')
      return graphError(400, 100, '(#100) Invalid parameter', 'OAuthException');
    const to = plus(body.to);
    if (!/^\+91[6-9]\d{9}$/.test(to)) return graphError(400, 131009, '(#131009) Parameter value is not valid');
    const event = PHONE_EVENTS.find((name) => PHONE_TEMPLATES[name].whatsapp.name === body.template?.name);
    const code = body.template?.language?.code;
    const locale = (['en', 'hi'] as const).find((l) => event && PHONE_TEMPLATES[event].whatsapp.language[l] === code);
    if (!event || !locale) return graphError(400, 132001, '(#132001) Template name does not exist in the translation');
    const values = (body.template?.components?.find((part) => part.type === 'body')?.parameters ?? []).map((p) =>
      String(p.text ?? ''),
    );
    if (values.length !== PHONE_TEMPLATES[event].variables.length)
      return graphError(400, 132000, '(#132000) Number of parameters does not match the expected number of params');
    // The page's switch: WhatsApp refuses this number, as it does one that is not on WhatsApp.
    if (failing.has(to)) return graphError(400, 131026, '(#131026) Message undeliverable');
    const record: PhoneMessageRecord = {
      id: `wamid.${randomBytes(24).toString('base64url')}`,
      channel: 'whatsapp',
      to,
      event,
      locale,
      template: PHONE_TEMPLATES[event].whatsapp.name,
      values,
      text: phoneText(event, locale, values),
      at: Date.now(),
      status: 'accepted',
    };
    messages.push(record);
    log(`WhatsApp ${event} (${locale}) to ${to}`);
    reportLater(record);
    return c.json({
      messaging_product: 'whatsapp',
      contacts: [{ input: body.to, wa_id: to.slice(1) }],
      messages: [{ id: record.id }],
    });
  });

  // MSG91's Flow API: POST /api/v5/flow/ with the authkey header.
  app.post('/api/v5/flow/', async (c) => {
    if (outage.has('sms')) return c.json({ message: 'Service unavailable', type: 'error' }, 503);
    if (c.req.header('authkey') !== DEVELOPMENT_PHONE_SECRETS.SMS_AUTH_KEY)
      return c.json({ message: 'Authentication failure', type: 'error' }, 401);
    const body = (await c.req.json().catch(() => null)) as {
      template_id?: unknown;
      sender?: unknown;
      recipients?: Record<string, unknown>[];
    } | null;
    const found = typeof body?.template_id === 'string' ? smsTemplateById(body.template_id) : null;
    if (!body || !found) return c.json({ message: 'Template ID is missing or not valid', type: 'error' }, 400);
    if (typeof body.sender !== 'string' || !/^[A-Z]{6}$/.test(body.sender))
      return c.json({ message: 'Sender ID is not valid', type: 'error' }, 400);
    const recipient = body.recipients?.[0];
    const to = typeof recipient?.mobiles === 'string' ? plus(recipient.mobiles) : '';
    if (!recipient || body.recipients?.length !== 1 || !/^\+91[6-9]\d{9}$/.test(to))
      return c.json({ message: 'Mobile number is not valid', type: 'error' }, 400);
    const count = PHONE_TEMPLATES[found.event].variables.length;
    const values = Array.from({ length: count }, (_, i) => recipient[`var${i + 1}`]);
    if (values.some((value) => typeof value !== 'string'))
      return c.json({ message: `Template needs ${count} variables (var1 … var${count})`, type: 'error' }, 400);
    const record: PhoneMessageRecord = {
      id: randomBytes(12).toString('hex'),
      channel: 'sms',
      to,
      event: found.event,
      locale: found.locale,
      template: body.template_id as string,
      values: values as string[],
      text: phoneText(found.event, found.locale, values as string[]),
      at: Date.now(),
      status: 'accepted',
    };
    messages.push(record);
    log(`SMS ${found.event} (${found.locale}) to ${to}`);
    reportLater(record);
    return c.json({ message: record.id, type: 'success' });
  });

  const newestFirst = (to?: string) =>
    messages.filter((message) => !to || message.to === to).sort((a, b) => b.at - a.at || 1);

  app.get('/api/messages', (c) => c.json(newestFirst(c.req.query('to') || undefined)));
  app.get('/health', (c) => c.text('ok'));

  // The phone inbox: every number, then one number's messages, newest first.
  app.get('/', (c) => {
    const to = c.req.query('to');
    const numbers = [...new Set(messages.map((message) => message.to))];
    return c.html(
      inboxPage({ numbers, to, messages: to ? newestFirst(to) : [], failing: to ? failing.has(to) : false }),
    );
  });

  app.post('/reply-stop', async (c) => {
    const form = await c.req.parseBody();
    const to = typeof form.to === 'string' ? plus(form.to) : '';
    if (!/^\+91\d{10}$/.test(to)) return c.text('No such number', 400);
    await whatsappWebhook({
      contacts: [{ profile: { name: 'Patient' }, wa_id: to.slice(1) }],
      messages: [
        {
          from: to.slice(1),
          id: `wamid.${randomBytes(24).toString('base64url')}`,
          timestamp: String(Math.floor(Date.now() / 1000)),
          type: 'text',
          text: { body: 'STOP' },
        },
      ],
    });
    log(`STOP from ${to}`);
    return c.redirect(`/?to=${encodeURIComponent(to)}`, 303);
  });

  app.post('/fail-whatsapp', async (c) => {
    const form = await c.req.parseBody();
    const to = typeof form.to === 'string' ? plus(form.to) : '';
    if (!/^\+91\d{10}$/.test(to)) return c.text('No such number', 400);
    if (form.fail === 'on') failing.add(to);
    else failing.delete(to);
    return c.redirect(`/?to=${encodeURIComponent(to)}`, 303);
  });

  // A provider's outage, for trying what the site does meanwhile: channel=whatsapp|sms, down=on to take it down.
  app.post('/outage', async (c) => {
    const form = await c.req.parseBody();
    const channel = form.channel === 'whatsapp' || form.channel === 'sms' ? form.channel : null;
    if (!channel) return c.text('channel must be whatsapp or sms', 400);
    if (form.down === 'on') outage.add(channel);
    else outage.delete(channel);
    log(`${channel === 'whatsapp' ? 'WhatsApp' : 'SMS'} ${form.down === 'on' ? 'down' : 'back up'}`);
    return c.text(`${channel} ${form.down === 'on' ? 'down' : 'up'}`);
  });

  const server = await new Promise<Server>((resolve, reject) => {
    const started = serve({ fetch: app.fetch, port: options.port ?? DEFAULT_PHONE_PORT, hostname: host }) as Server;
    started.once('error', reject);
    started.once('listening', () => resolve(started));
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${host}:${port}`,
    messages: newestFirst,
    failWhatsApp: (to, fail) => (fail ? failing.add(to) : failing.delete(to)),
    setOutage: (channel, down) => (down ? outage.add(channel) : outage.delete(channel)),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
