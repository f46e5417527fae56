import type { SupabaseClient } from '@supabase/supabase-js';
import type { SiteConfig, ConfigVars } from './config';
import type { FlashMessage } from '../shared/messages';

// The Worker's bindings as wrangler.toml and the deployment's secrets provide them. Binding types (Fetcher, RateLimit)
// come from workerd's own declarations (`npm run types:worker`); vars are optional here because src/config.ts
// validates them and falls back to defaults.
export interface Bindings extends ConfigVars {
  /** Workers Static Assets (absent in the Worker tests, which serve no files). */
  ASSETS?: Fetcher;
  SUPABASE_URL?: string;
  SUPABASE_PUBLISHABLE_KEY?: string;
  /** Sign-in, sign-up and reset attempts per client address and per email. */
  AUTH_RATE_LIMITER?: RateLimit;
}

/** Who is signed in, from verified token claims only. */
export interface SignedInUser {
  id: string;
  email: string | null;
  fullName: string | null;
  /** app_metadata.role: set by the service role, never by the user. */
  role: string | null;
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
