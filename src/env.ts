import type { SupabaseClient } from '@supabase/supabase-js';
import type { SiteConfig, ConfigVars } from './config';
import type { NotificationVars } from './mail-config';
import type { PhoneVars } from './phone-config';
import type { GatewayVars } from './gateway-config';
import type { FlashMessage } from '../shared/messages';

/** Secrets: `wrangler secret put` when deployed, `.dev.vars` locally. wrangler.toml names them, never their values. */
export interface Secrets {
  SUPABASE_URL?: string;
  SUPABASE_PUBLISHABLE_KEY?: string;
  /** Signs unsubscribe links (src/notifications/unsubscribe.ts). */
  UNSUBSCRIBE_SECRET?: string;
  /** Signs the links to a patient's appointment page (src/security/appointment-links.ts). */
  APPOINTMENT_LINK_SECRET?: string;
  /** Supabase's service-role key: the admin's Users screens manage accounts with it. Never sent to a browser. */
  SUPABASE_SERVICE_ROLE_KEY?: string;
  /**
   * Supabase's Send SMS hook secret (`v1,whsec_<base64>`, several separated by `|` while one is replaced): the hook
   * endpoint (src/auth/sms-hook.ts) refuses every call not signed with it.
   */
  SEND_SMS_HOOK_SECRET?: string;
  /** Cloudflare Realtime TURN: the key's id and its API token; the room mints short-lived credentials with them. */
  TURN_KEY_ID?: string;
  TURN_KEY_API_TOKEN?: string;
  /** The room's relay: 'cloudflare' (default, with the TURN key) or 'off' (wrangler.toml [env.production.vars]). */
  ROOM_TURN?: string;
  /** Minutes before the start a consultation room opens (src/consult/window.ts; 10 when unset). */
  ROOM_OPENS_MINUTES?: string;
  /** '1': log the SQL of every admin page's D1 statements (src/http/d1-meter.ts; the perf command's query plans). */
  D1_QUERY_LOG?: string;
}

// The Worker's bindings. `Env` is generated from wrangler.toml by `npm run types:worker` (ASSETS, AUTH_RATE_LIMITER
// and the [vars]); ConfigVars are the vars src/config.ts reads. Every one is optional here: `npm run dev` runs the
// app in Node without bindings, and src/config.ts validates the vars and falls back to defaults.
export interface Bindings extends Partial<Env>, ConfigVars, NotificationVars, PhoneVars, GatewayVars, Secrets {}

/** Who is signed in: the user record the auth server returned for a verified session (the role from app_metadata). */
export interface SignedInUser {
  id: string;
  email: string | null;
  fullName: string | null;
  /** user_metadata.phone: the mobile the person gave in their profile (+91 and ten digits), for display only. */
  phone?: string | null;
  /** app_metadata.role: set by the service role, never by the user. The only source of authorization. */
  role: string | null;
  /** user_metadata.role: the account type chosen at sign-up. The user can write it: shown, never trusted. */
  askedFor: string | null;
  /** Whether the auth server has confirmed the address: only a confirmed address links records by e-mail. */
  emailConfirmed: boolean;
  /**
   * The account's phone once the auth server has verified it by a code (phone_confirmed_at set), written '+91' and ten
   * digits; null otherwise. Only this number links records by phone.
   */
  verifiedPhone?: string | null;
  /** app_metadata.access_withdrawn: the role an admin revoked (e.g. 'doctor'), set by the service role only. */
  withdrawn?: string | null;
}

export interface AppEnv {
  Bindings: Bindings;
  Variables: {
    config: SiteConfig;
    /** A one-time message carried over a redirect, already removed from the browser. */
    flash: FlashMessage | null;
    /** The request's Supabase server client, made on first use by routes that need it. */
    supabase?: SupabaseClient;
    user?: SignedInUser;
    /** Set by a sign-in form: whether the session cookies outlive the browser session ("Remember me"). */
    rememberSession?: boolean;
  };
}
