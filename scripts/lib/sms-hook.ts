// How `npm start` and the end-to-end tests send sign-in codes: through the Worker's Send SMS hook once the Worker has a
// sender to hand them to (the notifications area exports sendLoginCode and the hook's route is mounted), otherwise to
// the local auth server's inbox. The hook is signed with a fixed, published development secret: useless anywhere a
// real secret is set (production sets its own in Supabase and with `wrangler secret put SEND_SMS_HOOK_SECRET`).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** `v1,whsec_` and the base64 of 32 fixed bytes, as Supabase writes a hook secret. Development only. */
export const DEVELOPMENT_SEND_SMS_HOOK_SECRET = `v1,whsec_${Buffer.from('careline-local-development-sms-hook').toString('base64')}`;

/** Whether the Worker can take the hook's calls: the notifications area exports a sendLoginCode. */
export function workerSendsLoginCodes(root = process.cwd()): boolean {
  const index = path.join(root, 'src', 'notifications', 'index.ts');
  return existsSync(index) && /\bsendLoginCode\b/.test(readFileSync(index, 'utf8'));
}

/**
 * The auth server's environment and the Worker's vars for the hook when the Worker sends codes, else nothing (codes go
 * to the inbox). `siteUrl` is where the Worker listens.
 */
export function smsHookSettings(
  siteUrl: string,
  root = process.cwd(),
): { authEnv: Record<string, string>; vars: string[] } {
  if (process.env.SMS_HOOK === 'off' || !workerSendsLoginCodes(root)) return { authEnv: {}, vars: [] };
  return {
    authEnv: {
      AUTH_HOOK_SEND_SMS_URI: `${siteUrl}/auth/hooks/send-sms`,
      AUTH_HOOK_SEND_SMS_SECRETS: DEVELOPMENT_SEND_SMS_HOOK_SECRET,
    },
    vars: ['--var', `SEND_SMS_HOOK_SECRET:${DEVELOPMENT_SEND_SMS_HOOK_SECRET}`],
  };
}
