// `npm start`'s choice of where sign-in codes go: the Worker's Send SMS hook once the notifications area exports
// sendLoginCode, the auth server's inbox until then; and the development secret is one the hook endpoint accepts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_SEND_SMS_HOOK_SECRET, smsHookSettings } from '../../scripts/lib/sms-hook.ts';
import { signWebhook, verifyWebhook } from '../../src/security/standard-webhooks.ts';

function tree(index: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sms-hook-'));
  fs.mkdirSync(path.join(root, 'src', 'notifications'), { recursive: true });
  fs.writeFileSync(path.join(root, 'src', 'notifications', 'index.ts'), index);
  return root;
}

describe('where npm start sends sign-in codes', () => {
  it('keeps them in the inbox while the Worker has no sender', () => {
    expect(smsHookSettings('http://localhost:8787', tree("export { consumeQueue } from './consumer';\n"))).toEqual({
      authEnv: {},
      vars: [],
    });
  });

  it('points the auth server at the Worker hook, with the same secret on both sides, once sendLoginCode exists', () => {
    const root = tree("export { sendLoginCode } from './login-code';\n");
    const { authEnv, vars } = smsHookSettings('http://localhost:8787', root);
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
