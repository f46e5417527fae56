// `npm start`'s choice of where sign-in codes go: the Worker's Send SMS hook, or the auth server's inbox with
// SMS_HOOK=off; and the development secret is one the hook endpoint accepts.
import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_SEND_SMS_HOOK_SECRET, smsHookSettings } from '../../scripts/lib/sms-hook.ts';
import { signWebhook, verifyWebhook } from '../../src/security/standard-webhooks.ts';

describe('where npm start sends sign-in codes', () => {
  it('keeps them in the inbox with SMS_HOOK=off', () => {
    process.env.SMS_HOOK = 'off';
    try {
      expect(smsHookSettings('http://localhost:8787')).toEqual({ authEnv: {}, vars: [] });
    } finally {
      delete process.env.SMS_HOOK;
    }
  });

  it('points the auth server at the Worker hook, with the same secret on both sides', () => {
    const { authEnv, vars } = smsHookSettings('http://localhost:8787');
    expect(authEnv).toEqual({
      AUTH_HOOK_SEND_SMS_URI: 'http://localhost:8787/auth/hooks/send-sms',
      AUTH_HOOK_SEND_SMS_SECRETS: DEVELOPMENT_SEND_SMS_HOOK_SECRET,
    });
    expect(vars).toEqual(['--var', `SEND_SMS_HOOK_SECRET:${DEVELOPMENT_SEND_SMS_HOOK_SECRET}`]);
  });

  it('uses a development secret in Supabase form that the hook endpoint verifies', async () => {
    expect(DEVELOPMENT_SEND_SMS_HOOK_SECRET).toMatch(/^v1,whsec_[A-Za-z0-9+/]+=*$/);
    const now = Math.floor(Date.now() / 1000);
    const signature = await signWebhook(DEVELOPMENT_SEND_SMS_HOOK_SECRET, 'msg_1', now, '{}');
    expect(
      await verifyWebhook([DEVELOPMENT_SEND_SMS_HOOK_SECRET], { id: 'msg_1', timestamp: String(now), signature }, '{}'),
    ).toEqual({ ok: true });
  });
});
