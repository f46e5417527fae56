// The providers' calls to the Worker, and the stop link in a message to a phone:
//   GET  /webhooks/whatsapp            Meta's subscription handshake: hub.challenge back when hub.verify_token matches
//   POST /webhooks/whatsapp            message statuses (sent, delivered, read, failed) and inbound replies (STOP),
//                                      signed with X-Hub-Signature-256 over the raw body
//   POST /webhooks/sms/<secret>        MSG91's delivery reports; MSG91 does not sign them, so the path carries a secret
//   GET  /stop/<token>, /hi/stop/...   the signed stop link: no more optional messages to that number
// A call that fails its check is 401 and changes nothing; the body is parsed only after the check. app.tsx mounts
// these before the cross-origin check: providers post from their own servers, with no Origin.
import { Hono, type Context } from 'hono';
import { LOCALES, localizedPath } from '../../shared/i18n/locales';
import type { AppEnv } from '../env';
import { redirectWithFlash } from '../http/flash';
import { refusalText } from '../http/refusals';
import { z } from '../http/validate';
import {
  applyDeliveryReports,
  isStopWord,
  loadNotificationConfig,
  loadPhoneConfig,
  recordStopReply,
  STOP_PATH,
  stopByLink,
  stopToken,
} from '../notifications';
import type { DeliveryReport } from '../notifications';
import { appointmentKey, appointmentLinkSecret, appointmentPath, findAppointment } from '../appointments';
import { readShortToken, SHORT_LINK_PATH } from '../security/short-links';
import { sameSecret, verifyHubSignature } from './signatures';
import { gatewayWebhookRoutes } from './gateway-routes';

export const WHATSAPP_WEBHOOK_PATH = '/webhooks/whatsapp';
export const SMS_WEBHOOK_PATH = '/webhooks/sms';

/** The most a provider's call may carry; theirs are a few kilobytes. */
const BODY_LIMIT = 256 * 1024;

const WhatsAppCall = z.object({
  entry: z.array(
    z.object({
      changes: z.array(
        z.object({
          value: z.object({
            statuses: z.optional(
              z.array(
                z.object({
                  id: z.string(),
                  status: z.string(),
                  errors: z.optional(
                    z.array(
                      z.object({
                        code: z.optional(z.number()),
                        title: z.optional(z.string()),
                        message: z.optional(z.string()),
                      }),
                    ),
                  ),
                }),
              ),
            ),
            messages: z.optional(
              z.array(
                z.object({
                  from: z.string(),
                  type: z.optional(z.string()),
                  text: z.optional(z.object({ body: z.string() })),
                  button: z.optional(z.object({ text: z.string() })),
                }),
              ),
            ),
          }),
        }),
      ),
    }),
  ),
});

const Msg91Report = z.object({
  requestId: z.string(),
  status: z.union([z.string(), z.number()]),
  desc: z.optional(z.string()),
  failedReason: z.optional(z.string()),
});
const Msg91Call = z.union([Msg91Report, z.array(Msg91Report)]);

const WHATSAPP_STATES = new Set(['sent', 'delivered', 'read', 'failed']);

async function rawBody(c: Context<AppEnv>): Promise<ArrayBuffer | null> {
  const length = Number(c.req.header('Content-Length') ?? 0);
  if (length > BODY_LIMIT) return null;
  const body = await c.req.arrayBuffer();
  return body.byteLength > BODY_LIMIT ? null : body;
}

function parseJson(body: ArrayBuffer): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(body));
  } catch {
    return undefined;
  }
}

export const webhookRoutes = new Hono<AppEnv>();

// The payment gateway's signed webhook (gateway-routes.ts).
webhookRoutes.route('/', gatewayWebhookRoutes);

webhookRoutes.get(WHATSAPP_WEBHOOK_PATH, async (c) => {
  const loaded = loadPhoneConfig(c.env ?? {});
  if (!loaded.ok) return c.text('Phone messages are not configured.', 503);
  const mode = c.req.query('hub.mode');
  const token = c.req.query('hub.verify_token') ?? '';
  const challenge = c.req.query('hub.challenge') ?? '';
  if (mode !== 'subscribe' || !(await sameSecret(token, loaded.config.whatsapp.verifyToken)))
    return c.text('The verify token does not match.', 403);
  if (!/^[\w.-]{1,200}$/.test(challenge)) return c.text('hub.challenge is missing or not plain text.', 400);
  return c.text(challenge, 200);
});

webhookRoutes.post(WHATSAPP_WEBHOOK_PATH, async (c) => {
  const loaded = loadPhoneConfig(c.env ?? {});
  if (!loaded.ok || !c.env?.DB) return c.text('Phone messages are not configured.', 503);
  const body = await rawBody(c);
  if (!body) return c.text('The body is too large.', 413);
  if (!(await verifyHubSignature(loaded.config.whatsapp.appSecret, body, c.req.header('X-Hub-Signature-256'))))
    return c.text('The signature does not match.', 401);
  const parsed = z.safeParse(WhatsAppCall, parseJson(body));
  if (!parsed.success) return c.text('The body is not a WhatsApp webhook call.', 400);
  const now = Date.now();
  const reports: DeliveryReport[] = [];
  let stopped = 0;
  for (const entry of parsed.data.entry)
    for (const change of entry.changes) {
      for (const status of change.value.statuses ?? []) {
        if (!WHATSAPP_STATES.has(status.status)) continue;
        const error = status.errors?.[0];
        reports.push({
          channel: 'whatsapp',
          providerId: status.id,
          status: status.status as DeliveryReport['status'],
          error: error ? `${error.title ?? error.message ?? 'failed'} (code ${error.code ?? '?'})` : null,
        });
      }
      for (const message of change.value.messages ?? []) {
        const words = message.text?.body ?? message.button?.text ?? '';
        if (isStopWord(words) && (await recordStopReply(c.env, `+${message.from.replace(/\D/g, '')}`, now))) stopped++;
      }
    }
  const applied = await applyDeliveryReports(c.env, reports, now);
  return c.json({ ok: true, changed: applied.changed, stopped });
});

webhookRoutes.post(`${SMS_WEBHOOK_PATH}/:secret`, async (c) => {
  const loaded = loadPhoneConfig(c.env ?? {});
  if (!loaded.ok || !c.env?.DB) return c.text('Phone messages are not configured.', 503);
  if (!(await sameSecret(c.req.param('secret'), loaded.config.sms.webhookSecret)))
    return c.text('This webhook address is not valid.', 401);
  const body = await rawBody(c);
  if (!body) return c.text('The body is too large.', 413);
  const parsed = z.safeParse(Msg91Call, parseJson(body));
  if (!parsed.success) return c.text('The body is not an MSG91 delivery report.', 400);
  const reports: DeliveryReport[] = [];
  for (const report of Array.isArray(parsed.data) ? parsed.data : [parsed.data]) {
    const status = String(report.status);
    // MSG91's codes: 1 delivered; 2 failed; 9 NDNC; 16 and 25 rejected; 17 blocked number. Others are not final.
    if (status === '1') reports.push({ channel: 'sms', providerId: report.requestId, status: 'delivered' });
    else if (['2', '9', '16', '17', '25'].includes(status))
      reports.push({
        channel: 'sms',
        providerId: report.requestId,
        status: 'failed',
        error: `${report.desc ?? 'failed'}${report.failedReason ? `: ${report.failedReason}` : ''} (status ${status})`,
      });
  }
  const applied = await applyDeliveryReports(c.env, reports, Date.now());
  return c.json({ ok: true, changed: applied.changed });
});

// A message's short link (security/short-links.ts): checked, then sent on to the full link it stands for, the stop
// link or the appointment's page with its key, made now. A link not made by the site is the 404 page.
webhookRoutes.get(`${SHORT_LINK_PATH}/:token`, async (c) => {
  c.header('Cache-Control', 'no-store');
  const env = c.env ?? {};
  const loaded = loadNotificationConfig(env);
  if (!loaded.ok) return c.text(refusalText('unsubscribeUnavailable', 'en'), 503);
  const secrets = { stop: loaded.config.unsubscribeSecret, appointment: appointmentLinkSecret(env) };
  const link = await readShortToken(secrets, c.req.param('token'));
  if (!link) return c.notFound();
  if (link.kind === 'stop')
    return c.redirect(`${localizedPath(STOP_PATH, link.locale)}/${await stopToken(secrets.stop, link.phone)}`, 302);
  const appointment = env.DB ? await findAppointment(env.DB, link.reference) : null;
  if (!appointment) return c.notFound();
  const key = await appointmentKey(secrets.appointment, appointment.reference, appointment.patientPhone);
  return c.redirect(`${appointmentPath(appointment.reference, link.locale)}?key=${key}`, 302);
});

for (const locale of LOCALES) {
  webhookRoutes.get(`${localizedPath(STOP_PATH, locale)}/:token`, async (c) => {
    c.header('Cache-Control', 'no-store');
    const outcome = await stopByLink(c.env ?? {}, c.req.param('token'), Date.now());
    if (outcome === 'unavailable') return c.text(refusalText('unsubscribeUnavailable', locale), 503);
    return redirectWithFlash(
      c,
      localizedPath('/', locale),
      outcome === 'done' ? 'phone-stopped' : 'phone-stop-link-invalid',
    );
  });
}
