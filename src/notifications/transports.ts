// How a rendered mail leaves, chosen by MAIL_TRANSPORT: the local inbox (the auth server's, at LOCAL_INBOX_URL) in
// development, tests and CI; Cloudflare Email Service through the `send_email` binding EMAIL in production.
// Each answers the same way: sent (with the transport's id), refused for good, or worth another try.
import type { NotificationConfig } from '../mail-config';
import type { RenderedMail } from './templates/render';

export interface OutgoingMail extends RenderedMail {
  to: string;
  /** The outbox row's id: the local inbox stores a message once per id, whatever the queue delivers twice. */
  idempotencyKey: string;
}

export type SendOutcome = { ok: true; providerId: string } | { ok: false; permanent: boolean; reason: string };

export type Transport = (mail: OutgoingMail) => Promise<SendOutcome>;

const SEND_TIMEOUT_MS = 10_000;

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/** POST /api/v1/send in the Mailpit style the local inbox speaks. */
export function localInboxTransport(config: NotificationConfig): Transport {
  return async (mail) => {
    let response: Response;
    try {
      response = await fetch(`${config.localInboxUrl}/api/v1/send`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          From: { Email: config.from.email, Name: config.from.name },
          To: [{ Email: mail.to }],
          Subject: mail.subject,
          Text: mail.text,
          HTML: mail.html,
          Headers: mail.headers,
          MessageID: `${mail.idempotencyKey}@notifications.local`,
        }),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
    } catch (error) {
      return { ok: false, permanent: false, reason: `local inbox not reachable: ${reasonOf(error)}` };
    }
    const body = (await response.text()).slice(0, 300);
    let answer: { ID?: unknown; Error?: unknown } = {};
    try {
      answer = JSON.parse(body) as typeof answer;
    } catch {
      // Not JSON: the body itself is the reason.
    }
    if (response.ok) return { ok: true, providerId: String(answer.ID ?? '') };
    // 4xx: the inbox will never take this message (a refused address); 5xx: it may later.
    const permanent = response.status >= 400 && response.status < 500 && response.status !== 429;
    const why = typeof answer.Error === 'string' ? answer.Error : body;
    return { ok: false, permanent, reason: `local inbox answered ${response.status}: ${why}` };
  };
}

// Email Service's error codes that no retry will change (a refused or unverified address, a malformed message).
const PERMANENT_EMAIL_ERRORS = /E_(RECIPIENT|SENDER|VALIDATION|HEADER|CONTENT|ATTACHMENT|INVALID)/i;

/** Cloudflare Email Service: `env.EMAIL.send({ from, to, subject, text, html, headers })`. */
export function emailServiceTransport(config: NotificationConfig, binding: SendEmail | undefined): Transport {
  return async (mail) => {
    if (!binding) return { ok: false, permanent: false, reason: 'no EMAIL (send_email) binding' };
    try {
      const result = await binding.send({
        from: { email: config.from.email, name: config.from.name || config.from.email },
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
      });
      return { ok: true, providerId: result.messageId };
    } catch (error) {
      const reason = reasonOf(error);
      const code = (error as { code?: unknown } | null)?.code;
      return { ok: false, permanent: PERMANENT_EMAIL_ERRORS.test(`${String(code ?? '')} ${reason}`), reason };
    }
  };
}

export function chooseTransport(config: NotificationConfig, binding: SendEmail | undefined): Transport {
  return config.transport === 'email-service' ? emailServiceTransport(config, binding) : localInboxTransport(config);
}
