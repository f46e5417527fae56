// The sign-in code, sent at once (not through the outbox and its queue: the auth server's Send SMS hook waits for the
// answer), on SMS unless LOGIN_CODE_CHANNEL prefers WhatsApp. The code is never stored or logged here.
import type { Bindings } from '../../env';
import { isIndianMobile, loadPhoneConfig } from '../../phone-config';
import { senderFor } from './senders';

export type LoginCodeResult =
  | { ok: true; channel: 'whatsapp' | 'sms'; providerId: string }
  | { ok: false; reason: string };

export async function sendLoginCode(
  env: Bindings,
  to: string,
  code: string,
  locale: 'en' | 'hi',
): Promise<LoginCodeResult> {
  if (!isIndianMobile(to)) return { ok: false, reason: 'the number is not +91 and ten digits' };
  if (!/^\d{4,10}$/.test(code)) return { ok: false, reason: 'the code is not 4 to 10 digits' };
  const loaded = loadPhoneConfig(env);
  if (!loaded.ok) return { ok: false, reason: `phone messages are not configured: ${loaded.problems.join('; ')}` };
  const channel = loaded.config.loginCodeChannel;
  const outcome = await senderFor(channel, loaded.config).send({
    to,
    event: 'login_code',
    locale: locale === 'hi' ? 'hi' : 'en',
    values: [code],
  });
  return outcome.ok ? { ok: true, channel, providerId: outcome.providerId } : { ok: false, reason: outcome.reason };
}
