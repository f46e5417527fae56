// A confirmation link opened in another browser than the sign-up's (the sign-up on a laptop, the e-mail read on a
// phone). The auth server confirmed the address when the link was opened and sent the browser back with a code; only
// the browser that signed up holds the PKCE verifier that turns the code into a session. So that code cannot sign
// anyone in here, yet the account is confirmed: the visitor should hear that and sign in, not "the link has expired".
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { AUTH_DEADLINE_MS } from './supabase';

/** The auth client's error when this browser holds no code verifier for the code (@supabase/auth-js). */
export const VERIFIER_MISSING = 'pkce_code_verifier_not_found';

/** The callback's marker on sign-up confirmation links: only those confirm an address. */
export const SIGNUP_LINK_PARAM = 'link';
export const SIGNUP_LINK_VALUE = 'signup';

/**
 * Whether `code` is a live code the auth server issued for an opened email link, asked without the verifier: a
 * code exchange with a verifier that cannot match is refused as `bad_code_verifier` only after the server found the
 * code's flow (and `flow_state_expired` once it is older than five minutes: the link was opened all the same). An
 * unknown or used code answers `flow_state_not_found`. The refused attempt leaves the flow as it was.
 */
export async function isIssuedCode(c: Context<AppEnv>, code: string): Promise<boolean> {
  const url = c.env.SUPABASE_URL;
  const key = c.env.SUPABASE_PUBLISHABLE_KEY;
  if (!url || !key) return false;
  const verifier = [...crypto.getRandomValues(new Uint8Array(32))].map((b) => b.toString(16).padStart(2, '0')).join('');
  try {
    const response = await fetch(`${url}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: {
        apikey: key,
        Authorization: `Bearer ${key}`,
        'Content-Type': 'application/json',
        'X-Supabase-Api-Version': '2024-01-01',
      },
      body: JSON.stringify({ auth_code: code, code_verifier: verifier }),
      signal: AbortSignal.timeout(AUTH_DEADLINE_MS),
    });
    const body = (await response.json().catch(() => ({}))) as { code?: unknown; error_code?: unknown };
    const reason = body.code ?? body.error_code;
    return reason === 'bad_code_verifier' || reason === 'flow_state_expired';
  } catch {
    return false; // the auth server did not answer: say what is certain (the link did not sign in here)
  }
}
