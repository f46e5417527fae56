/**
 * A phone code checked through the sign-in guard, as both pages that check one do it (signing in by mobile, and adding
 * a mobile on the Profile): the guard is asked before the auth server, so a locked number's code is not tried and a
 * try is counted before it goes (tries sent in parallel cannot pass the limit); the auth server's verdict then settles
 * the try: a right code clears the number's tries, a wrong or expired one is recorded (the fifth locks the number), and
 * an answer the auth server did not give (its own 429, no answer at all) gives the try back.
 */
import type { AuthResponse } from '@supabase/supabase-js';
import type { Context } from 'hono';
import { AUTH_WORDS } from '../../shared/auth/messages';
import { PHONE_LOCK_MINUTES } from '../../shared/auth/phone-code';
import { formatIndiaTime, formatNumber } from '../../shared/i18n/format';
import type { Locale } from '../../shared/i18n/locales';
import type { AppEnv } from '../env';
import { claimTry, clearTries, recordWrongCode, releaseTry } from '../sign-in-guard';
import { getSupabase, withDeadline } from './supabase';

/** A locked number in the page's words: for how long, and until when in India time. */
export function lockedWords(locale: Locale, until: number): string {
  const words = AUTH_WORDS[locale].phone;
  return words.locked(
    words.minutes(PHONE_LOCK_MINUTES, formatNumber(PHONE_LOCK_MINUTES, locale)),
    formatIndiaTime(until, locale),
  );
}

export type GuardedCodeCheck =
  /** The code was right: the auth server's session and user (the tries of the number are cleared). */
  | { outcome: 'right'; data: AuthResponse['data'] }
  /** Wrong or expired, and the number is not locked by it: the page words it (it knows when the code went). */
  | { outcome: 'wrong' }
  /** Not judged or now locked: 429 with these words (the lock's end, or "too many attempts"). */
  | { outcome: 'refused'; message: string };

/**
 * Checks `token` for `phone` (`type` "sms" signs in, "phone_change" adds the number to the signed-in account). Without
 * a D1 binding (`npm run dev` in Node) the guard is skipped and the auth server's own limits apply. A thrown error
 * (the auth service down or slow) gives the try back and is thrown again, for the page's `attempt` to word.
 */
export async function guardedCodeCheck(
  c: Context<AppEnv>,
  input: { phone: string; token: string; type: 'sms' | 'phone_change'; locale: Locale },
): Promise<GuardedCodeCheck> {
  const { phone, locale } = input;
  const busy = AUTH_WORDS[locale].errors.tooManyAttempts;
  const db = c.env?.DB;
  if (db) {
    const verdict = await claimTry(db, phone, Date.now());
    if (!verdict.allowed)
      return {
        outcome: 'refused',
        message: verdict.lockedUntil === null ? busy : lockedWords(locale, verdict.lockedUntil),
      };
  }
  let answer: AuthResponse;
  try {
    answer = await withDeadline(getSupabase(c).auth.verifyOtp({ phone, token: input.token, type: input.type }));
  } catch (error) {
    if (db) await releaseTry(db, phone, Date.now());
    throw error;
  }
  const { data, error } = answer;
  if (!error && data.session) {
    if (db) await clearTries(db, phone);
    return { outcome: 'right', data };
  }
  if (error?.status === 429) {
    // The auth server's own limit: the code was not judged, so the try is not counted.
    if (db) await releaseTry(db, phone, Date.now());
    return { outcome: 'refused', message: busy };
  }
  const locked = db ? await recordWrongCode(db, phone, Date.now()) : null;
  return locked === null ? { outcome: 'wrong' } : { outcome: 'refused', message: lockedWords(locale, locked) };
}
