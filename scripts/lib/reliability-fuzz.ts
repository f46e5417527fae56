// Malformed requests for `npm run reliability`: every combination is drawn from these lists by a seeded generator.
import { AUTH_FORM_POSTS } from '../../shared/auth/paths.ts';
import { LOCALES, localizedPath } from '../../shared/i18n/locales.ts';
import { sitePage } from '../../src/content/pages.ts';

export const ACCOUNTS_FOR_RELIABILITY = {
  admin: { email: 'admin@example.com', password: 'admin-dev-password' },
} as const;

/** Every address a form posts to: the sign-in area's endpoints and the doctor request form in each language. */
export const POST_ROUTES = [
  ...LOCALES.flatMap((locale) => AUTH_FORM_POSTS.map((path) => localizedPath(path, locale))),
  ...LOCALES.map((locale) => localizedPath(sitePage('doctor-request').path, locale)),
];

const OTHER_PATHS = [
  '/book',
  '/book?doctor=%00',
  '/book?package=..%2f..%2f',
  '/doctors/request',
  '/auth/callback',
  '/auth/callback?code=x&next=//evil.example',
  '/auth/callback?error_code=otp_expired',
  '/admin',
  '/admin/billing/invoices',
  '/admin/%2e%2e/%2e%2e',
  '/%E0%A4%A',
  '/%00',
  '/..%2f..%2fetc%2fpasswd',
  '/doctors?department=%E0%A4%A',
  '/doctors?department[]=1&department=2',
  '/sitemap.xml',
  '/robots.txt',
  '/assets/nothing.js',
  `/${'x'.repeat(4000)}`,
  '/auth?next=%E0',
  '/login?mode=%00&reset=true',
];

const METHODS = ['GET', 'GET', 'GET', 'POST', 'POST', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'];

const CONTENT_TYPES = [
  undefined,
  'application/x-www-form-urlencoded',
  'application/x-www-form-urlencoded; charset=utf-16',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=abc',
  'multipart/form-data; boundary="unterminated',
  'application/json',
  'text/plain',
  'application/octet-stream',
  'text/html; charset=nonsense',
];

const BODY_MAKERS: ((random: () => number) => string | Uint8Array)[] = [
  () => '',
  () => 'email=a%40b.co&password=secret1',
  () => '%%%=%E0%A4%A&&&==',
  () => 'email=a&email=b&password[]=x&__proto__[x]=1&constructor=1',
  () => `email=${'a'.repeat(20_000)}`,
  () => `patientName=${'😀'.repeat(3000)}&phone=<script>alert(1)</script>`,
  () => '--abc\r\nContent-Disposition: form-data; name="email"\r\n\r\nx\r\n',
  () => '{"email":',
  () => '{"email":"a@b.co","password":"secret1","remember":true}',
  () => '\u0000\u0001\u0002\u0003',
  (random) => Uint8Array.from({ length: 64 + Math.floor(random() * 4096) }, () => Math.floor(random() * 256)),
  () => 'x'.repeat(200_000),
];

export const FUZZ_COOKIES = [
  undefined,
  'sb-127-auth-token=base64-!!!notbase64',
  'sb-127-auth-token=base64-eyJhY2Nlc3NfdG9rZW4iOjF9',
  'sb-127-auth-token={"access_token":["x"]}',
  'sb-127-auth-token.0=base64-eyJ; sb-127-auth-token.1=x',
  'sb-127-auth-token=%E0%A4%A',
  `sb-127-auth-token=${'a'.repeat(6000)}`,
  'flash=%00; remembered_email=%E0',
  'flash=doctor-request-submitted; flash=nonsense',
  'sb-remember=1; sb-127-auth-token=',
];

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

export function fuzzRequest(
  random: () => number,
  site: string,
  publicPaths: string[],
): { url: string; init: RequestInit } {
  const method = pick(random, METHODS);
  const pathname =
    method === 'POST' && random() < 0.7 ? pick(random, POST_ROUTES) : pick(random, [...publicPaths, ...OTHER_PATHS]);
  const headers: Record<string, string> = {};
  // Most carry this site's origin, so they reach the form parsers instead of stopping at the CSRF check.
  const origin = random();
  if (origin < 0.8) headers.Origin = site;
  else if (origin < 0.9) headers.Origin = 'null';
  const type = pick(random, CONTENT_TYPES);
  if (type) headers['Content-Type'] = type;
  const cookie = pick(random, FUZZ_COOKIES);
  if (cookie) headers.Cookie = cookie;
  if (random() < 0.2) headers.Accept = 'application/json';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return {
    url: `${site}${pathname}`,
    init: { method, headers, body: hasBody ? (pick(random, BODY_MAKERS)(random) as BodyInit) : undefined },
  };
}
