// How a message leaves for a phone: one interface, two channels, each a fetch of the provider's send endpoint.
//   WhatsApp Business Cloud API: POST {base}/{version}/{phone number id}/messages with a bearer token and a template
//     message; the answer's messages[0].id (a wamid) names it in the delivery webhooks.
//   MSG91 (SMS on a DLT route): POST {base}/api/v5/flow/ with the authkey header, the template id, the sender header and
//     the variables per recipient; the answer's `message` is the request id its delivery reports carry.
// Each answers as the mail transports do: sent (with the provider's id), refused for good, or worth another try.
import type { PhoneChannel, PhoneConfig } from '../../phone-config';
import { PHONE_TEMPLATES, type PhoneEvent, type PhoneLocale } from './templates';

export interface PhoneMessage {
  /** '+91' and ten digits. */
  to: string;
  event: PhoneEvent;
  locale: PhoneLocale;
  /** The template's variables, in its order. */
  values: readonly string[];
}

export type PhoneOutcome = { ok: true; providerId: string } | { ok: false; permanent: boolean; reason: string };

export interface PhoneSender {
  channel: PhoneChannel;
  send(message: PhoneMessage): Promise<PhoneOutcome>;
}

const SEND_TIMEOUT_MS = 10_000;

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 300);

/** The number as both providers take it: country code and number, digits only. */
const digitsOf = (phone: string) => phone.replace(/\D/g, '');

/** 4xx other than a bad key, a missing permission or a rate limit will never change; the rest may. */
const isPermanent = (status: number) => status >= 400 && status < 500 && ![401, 403, 408, 429].includes(status);

async function post(
  url: string,
  headers: Record<string, string>,
  body: unknown,
): Promise<{ status: number; json: Record<string, unknown>; text: string } | { error: string }> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    const text = (await response.text()).slice(0, 2000);
    let json: Record<string, unknown> = {};
    try {
      const parsed = JSON.parse(text) as unknown;
      if (parsed && typeof parsed === 'object') json = parsed as Record<string, unknown>;
    } catch {
      // Not JSON: the text is the reason.
    }
    return { status: response.status, json, text };
  } catch (error) {
    return { error: reasonOf(error) };
  }
}

/** The WhatsApp Business Cloud API's template message. */
export function whatsappSender(config: PhoneConfig['whatsapp']): PhoneSender {
  return {
    channel: 'whatsapp',
    async send(message) {
      const template = PHONE_TEMPLATES[message.event];
      const answer = await post(
        `${config.apiUrl}/${config.apiVersion}/${config.phoneNumberId}/messages`,
        { Authorization: `Bearer ${config.accessToken}` },
        {
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: digitsOf(message.to),
          type: 'template',
          template: {
            name: template.whatsapp.name,
            language: { code: template.whatsapp.language[message.locale] },
            components: [{ type: 'body', parameters: message.values.map((text) => ({ type: 'text', text })) }],
          },
        },
      );
      if ('error' in answer) return { ok: false, permanent: false, reason: `WhatsApp not reachable: ${answer.error}` };
      const id = (answer.json.messages as { id?: unknown }[] | undefined)?.[0]?.id;
      if (answer.status >= 200 && answer.status < 300 && typeof id === 'string') return { ok: true, providerId: id };
      const error = answer.json.error as { message?: unknown; code?: unknown } | undefined;
      const why = error
        ? `${String(error.message ?? '')} (code ${String(error.code ?? '?')})`
        : answer.text.slice(0, 200);
      return {
        ok: false,
        permanent: answer.status < 300 ? false : isPermanent(answer.status),
        reason: `WhatsApp answered ${answer.status}: ${why}`,
      };
    },
  };
}

/** MSG91's Flow API: the DLT-registered template by id, the sender header, the variables as var1, var2 … */
export function smsSender(config: PhoneConfig['sms']): PhoneSender {
  return {
    channel: 'sms',
    async send(message) {
      const template = PHONE_TEMPLATES[message.event].sms[message.locale];
      const recipient: Record<string, string> = { mobiles: digitsOf(message.to) };
      message.values.forEach((value, index) => {
        recipient[`var${index + 1}`] = value;
      });
      const answer = await post(
        `${config.apiUrl}/api/v5/flow/`,
        { authkey: config.authKey, accept: 'application/json' },
        {
          template_id: template.templateId,
          sender: config.senderId,
          short_url: '0',
          // Hindi is sent as Unicode text.
          unicode: message.locale === 'hi' ? 1 : 0,
          recipients: [recipient],
        },
      );
      if ('error' in answer)
        return { ok: false, permanent: false, reason: `SMS provider not reachable: ${answer.error}` };
      const { type, message: said } = answer.json as { type?: unknown; message?: unknown };
      if (answer.status >= 200 && answer.status < 300 && type === 'success' && typeof said === 'string' && said)
        return { ok: true, providerId: said };
      const why = typeof said === 'string' ? said : answer.text.slice(0, 200);
      return {
        ok: false,
        // MSG91 answers some refusals with 200 and type "error": a wrong template or number stays wrong, a key
        // that is refused is the configuration's fault and worth another try once it is fixed.
        permanent: answer.status < 300 ? !/auth/i.test(why) : isPermanent(answer.status),
        reason: `SMS provider answered ${answer.status}: ${why}`,
      };
    },
  };
}

export function senderFor(channel: PhoneChannel, config: PhoneConfig): PhoneSender {
  return channel === 'whatsapp' ? whatsappSender(config.whatsapp) : smsSender(config.sms);
}
