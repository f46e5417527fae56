// The ONE list of the cookies this site sets: the cookie policy's table is generated from it, and a Worker test
// (tests/worker/policy-pages.test.ts) fails if the code sets a cookie that is not here. Adding a cookie means adding
// it here, wording its purpose in src/content/policies/copy.en.ts, and saying which type it is; the compiler asks for both.
// No performance or analytics cookie is set today, so the policy marks those two types as not in use.
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { CookieType, SiteCookieId } from '../content/policies/facts';

/** How long a cookie lasts. */
export type CookieLifetime =
  | { kind: 'seconds'; seconds: number }
  | { kind: 'days'; days: number }
  /** Until the browser closes; with "Remember me", the configured REMEMBER_ME_DAYS. */
  | { kind: 'session-or-remember' }
  /** The configured REMEMBER_ME_DAYS. */
  | { kind: 'remember' };

export interface SiteCookie {
  id: SiteCookieId;
  /** The name as the policy shows it ("…" stands for the part that varies). */
  name: string;
  /** Every name this entry covers. */
  pattern: RegExp;
  type: CookieType;
  lifetime: CookieLifetime;
  /** Readable by the page's script (not HttpOnly). */
  readableByScript: boolean;
  /** Where the code sets it, for whoever maintains this list. */
  setBy: string;
}

/** The cookie that records the visitor's cookie choices (src/site/cookies/preference-routes.tsx). */
export const COOKIE_PREFS_COOKIE = 'cookie_prefs';
export const COOKIE_PREFS_DAYS = 365;

export const SITE_COOKIES: readonly SiteCookie[] = [
  {
    id: 'session',
    // @supabase/ssr names it after the auth server's host (sb-<project>-auth-token) and splits a long session into
    // numbered parts (.0, .1).
    name: 'sb-…-auth-token',
    pattern: /^sb-[a-z0-9-]+-auth-token(?:\.\d+)?$/,
    type: 'essential',
    lifetime: { kind: 'session-or-remember' },
    readableByScript: false,
    setBy: 'src/auth/supabase.ts (the sign-in service client)',
  },
  {
    id: 'code-verifier',
    // @supabase/ssr writes one per sign-in flow under way (sb-<project>-auth-token-flow-<id>-code-verifier), an
    // index of those flows (-flows-code-verifier) and the plain -code-verifier.
    name: 'sb-…-auth-token-…-code-verifier',
    pattern: /^sb-[a-z0-9-]+-auth-token(?:-flows|-flow-[A-Za-z0-9_-]{8,64})?-code-verifier(?:\.\d+)?$/,
    type: 'essential',
    lifetime: { kind: 'session-or-remember' },
    readableByScript: false,
    setBy: 'src/auth/supabase.ts (Google sign-in and password-reset links)',
  },
  {
    id: 'account-hint',
    name: 'sb-account-hint',
    pattern: /^sb-account-hint$/,
    type: 'essential',
    lifetime: { kind: 'session-or-remember' },
    readableByScript: true,
    setBy: 'src/auth/account-hint.ts',
  },
  {
    id: 'remember',
    name: 'sb-remember',
    pattern: /^sb-remember$/,
    type: 'functionality',
    lifetime: { kind: 'remember' },
    readableByScript: false,
    setBy: 'src/auth/supabase.ts (rememberSession)',
  },
  {
    id: 'remembered-email',
    name: 'remembered_email',
    pattern: /^remembered_email$/,
    type: 'functionality',
    lifetime: { kind: 'days', days: 365 },
    readableByScript: false,
    setBy: 'src/auth/routes.tsx (rememberEmail)',
  },
  {
    id: 'flash',
    name: 'flash',
    pattern: /^flash$/,
    type: 'essential',
    lifetime: { kind: 'seconds', seconds: 60 },
    readableByScript: false,
    setBy: 'src/http/flash.ts',
  },
  {
    id: 'phone-sign-in',
    name: 'phone_sign_in',
    pattern: /^phone_sign_in$/,
    type: 'essential',
    lifetime: { kind: 'seconds', seconds: 900 },
    readableByScript: false,
    setBy: 'src/auth/phone-sign-in.tsx',
  },
  {
    id: 'phone-change',
    name: 'phone_change',
    pattern: /^phone_change$/,
    type: 'essential',
    lifetime: { kind: 'seconds', seconds: 900 },
    readableByScript: false,
    setBy: 'src/account/screens/ProfileMobile.tsx',
  },
  {
    id: 'cookie-prefs',
    name: COOKIE_PREFS_COOKIE,
    pattern: /^cookie_prefs$/,
    type: 'essential',
    lifetime: { kind: 'days', days: COOKIE_PREFS_DAYS },
    readableByScript: false,
    setBy: 'src/site/cookies/preference-routes.tsx',
  },
];

/** The list's entry for a cookie name, or undefined: a cookie the policy does not name. */
export function listedCookie(name: string): SiteCookie | undefined {
  return SITE_COOKIES.find((cookie) => cookie.pattern.test(name));
}

/** The cookie types that at least one cookie on the list has. */
export function cookieTypesInUse(): Set<CookieType> {
  return new Set(SITE_COOKIES.map((cookie) => cookie.type));
}

// ---- The visitor's cookie choice (the cookie_prefs cookie) ----

/** The cookie types a visitor allows; essential is always among them. */
export interface CookieChoice {
  allowed: readonly CookieType[];
}

const TYPE_ORDER: readonly CookieType[] = ['essential', 'functionality', 'performance', 'analytics'];

function isCookieType(value: string): value is CookieType {
  return (TYPE_ORDER as readonly string[]).includes(value);
}

/** A choice as the cookie stores it: the allowed types joined by dots ("essential.functionality"). */
export function cookieChoiceValue(choice: CookieChoice): string {
  return TYPE_ORDER.filter((type) => choice.allowed.includes(type)).join('.');
}

/** The choice in a cookie value, or null when there is none or it is not one this site wrote. */
export function parseCookieChoice(value: string | undefined): CookieChoice | null {
  if (!value || value.length > 64) return null;
  const parts = value.split('.');
  if (!parts.every(isCookieType) || new Set(parts).size !== parts.length || !parts.includes('essential')) return null;
  return { allowed: TYPE_ORDER.filter((type) => parts.includes(type)) };
}

/**
 * "Accept All Cookies" allows every type the site uses today, not types it may use later: consent to a cookie
 * nobody has described yet would not be informed. "Essential Only" allows essential cookies alone.
 */
export function choiceOf(kind: 'all' | 'essential' | { functionality: boolean }): CookieChoice {
  if (kind === 'all') return { allowed: TYPE_ORDER.filter((type) => cookieTypesInUse().has(type)) };
  if (kind === 'essential') return { allowed: ['essential'] };
  return { allowed: kind.functionality ? ['essential', 'functionality'] : ['essential'] };
}

/** The visitor's recorded choice, or null when they have not made one (or the cookie is not one we wrote). */
export function readCookieChoice(c: Context): CookieChoice | null {
  return parseCookieChoice(getCookie(c, COOKIE_PREFS_COOKIE));
}

/**
 * Whether the visitor allows cookies of this type. Essential cookies always. With no choice recorded, functionality
 * cookies are set only when the visitor asks for them in the moment (ticking Remember me), which the caller knows:
 * so this answers true for them unless the visitor chose otherwise. Performance and analytics need a choice.
 */
export function allowsCookieType(c: Context, type: CookieType): boolean {
  if (type === 'essential') return true;
  const choice = readCookieChoice(c);
  return choice === null ? type === 'functionality' : choice.allowed.includes(type);
}
