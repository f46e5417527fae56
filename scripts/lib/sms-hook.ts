// How `npm start` sends sign-in codes: as Supabase does in production, through the Worker's Send SMS hook (which hands
// them to the phone stand-in by SMS), or with SMS_HOOK=off to the local auth server's inbox. The hook is signed with a fixed, published development secret: useless anywhere a
// real secret is set (production sets its own in Supabase and with `wrangler secret put SEND_SMS_HOOK_SECRET`).

/** `v1,whsec_` and the base64 of 32 fixed bytes, as Supabase writes a hook secret. Development only. */
export const DEVELOPMENT_SEND_SMS_HOOK_SECRET = `v1,whsec_${Buffer.from('careline-local-development-sms-hook').toString('base64')}`;

/**
 * The auth server's environment and the Worker's vars for the hook, or nothing with SMS_HOOK=off (codes go to the
 * inbox). `siteUrl` is where the Worker listens.
 */
export function smsHookSettings(siteUrl: string): { authEnv: Record<string, string>; vars: string[] } {
  if (process.env.SMS_HOOK === 'off') return { authEnv: {}, vars: [] };
  return {
    authEnv: {
      AUTH_HOOK_SEND_SMS_URI: `${siteUrl}/auth/hooks/send-sms`,
      AUTH_HOOK_SEND_SMS_SECRETS: DEVELOPMENT_SEND_SMS_HOOK_SECRET,
    },
    vars: ['--var', `SEND_SMS_HOOK_SECRET:${DEVELOPMENT_SEND_SMS_HOOK_SECRET}`],
  };
}
