// A small, fixed fuzz run for `npm test`: malformed bodies, content types, methods, paths and cookies against every
// route. Nothing may answer 5xx, and every refusal carries words a person can read. (`npm run reliability` runs a
// larger, randomised version against the production build.)
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { AUTH_FORM_POSTS } from '../../shared/auth/paths';
import { LOCALES, localizedPath } from '../../shared/i18n/locales';
import { sitePage } from '../../src/content/pages';
import { PAGES } from '../../src/site-map/registry';
import { SITE, freshAddress, sessionCookieName } from './auth-helpers';

const POST_ROUTES = [
  ...LOCALES.flatMap((locale) => AUTH_FORM_POSTS.map((path) => localizedPath(path, locale))),
  ...LOCALES.map((locale) => localizedPath(sitePage('doctor-request').path, locale)),
];

const GET_ROUTES = [
  ...PAGES.map((page) => page.path),
  '/book',
  '/doctors/request',
  '/auth/callback',
  '/sitemap.xml',
  '/robots.txt',
];

const BODIES: { type?: string; body: BodyInit | null }[] = [
  { type: 'multipart/form-data', body: 'name=x' },
  { type: 'multipart/form-data; boundary=', body: '--\r\n' },
  { type: 'multipart/form-data; boundary=abc', body: '--abc\r\nContent-Disposition: form-data\r\n\r\nx\r\n' },
  { type: 'multipart/form-data; boundary=abc', body: 'garbage without any boundary' },
  { type: 'multipart/form-data; boundary="unterminated', body: '--x' },
  { type: 'application/x-www-form-urlencoded', body: '%%%=%E0%A4%A' },
  { type: 'application/x-www-form-urlencoded', body: 'email=a&email=b&password[]=x&__proto__=1' },
  { type: 'application/x-www-form-urlencoded', body: `email=${'a'.repeat(20_000)}` },
  { type: 'application/x-www-form-urlencoded', body: '\u0000\u0001\u0002' },
  { type: 'application/json', body: '{"email":' },
  { type: 'application/json', body: '{"email":"a@b.co","password":"secret1"}' },
  { type: 'text/plain', body: 'hello' },
  { type: 'application/octet-stream', body: new Uint8Array([0xff, 0xfe, 0x00, 0x01]) },
  { type: 'application/x-www-form-urlencoded; charset=utf-16', body: 'email=x' },
  { type: undefined, body: 'email=x' },
  { type: 'application/x-www-form-urlencoded', body: null },
];

const SESSION_ROUTES = ['/login', '/admin', '/reset-password', '/auth'];

const COOKIES = [
  'sb-127-auth-token=base64-!!!notbase64',
  'sb-127-auth-token=base64-eyJhY2Nlc3NfdG9rZW4iOjF9', // {"access_token":1}
  'sb-127-auth-token={"access_token":["x"]}',
  'sb-127-auth-token.0=base64-eyJ; sb-127-auth-token.1=x',
  'sb-127-auth-token=%E0%A4%A',
  `sb-127-auth-token=${'a'.repeat(8000)}`,
  'flash=%00; remembered_email=%E0',
  'sb-remember=1; sb-127-auth-token=',
];

const PATHS = [
  '/%E0%A4%A',
  '/%00',
  '/doctors?department=%E0%A4%A',
  '/doctors?department[]=x&department=y',
  '/book?doctor=%00&package=..%2f..',
  '/auth/callback?code=%00&next=%E0',
  '/auth/callback?error_code=otp_expired&error=%E0%A4',
  '/admin/%2e%2e/%2e%2e/etc/passwd',
  '/login?mode=%00&reset=%E0',
  `/${'a/'.repeat(500)}`,
  '/auth?next=%E0%A4%A',
];

async function expectHandled(response: Response, what: string) {
  expect(response.status, what).toBeLessThan(500);
  if (response.status >= 400) expect((await response.text()).trim().length, what).toBeGreaterThan(10);
  else await response.body?.cancel();
}

describe('malformed input is answered with a 4xx and words, never a 5xx', () => {
  // One test per POST route, each with its own time limit, as for the GET addresses below.
  it('every POST route is covered', () => {
    expect(POST_ROUTES.length).toBeGreaterThan(10);
  });
  for (const path of POST_ROUTES) {
    it(`bodies and content types on POST ${path}`, async () => {
      for (const { type, body } of BODIES) {
        const headers: Record<string, string> = { Origin: SITE, 'CF-Connecting-IP': freshAddress() };
        if (type) headers['Content-Type'] = type;
        const response = await SELF.fetch(`${SITE}${path}`, { method: 'POST', headers, body, redirect: 'manual' });
        await expectHandled(response, `POST ${path} ${type} ${String(body).slice(0, 40)}`);
      }
    });
  }

  it('a broken multipart boundary on the doctor request form is a 400 with a message', async () => {
    const response = await SELF.fetch(`${SITE}/doctors/request`, {
      method: 'POST',
      headers: { Origin: SITE, 'Content-Type': 'multipart/form-data' },
      body: 'patientName=x',
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/form/i);
  });

  // One test per address, each with its own time limit: together they are several hundred requests.
  for (const path of [...GET_ROUTES, ...PATHS]) {
    it(`methods and cookies on GET ${path.slice(0, 60)}`, async () => {
      const real = sessionCookieName();
      // Session cookies are read by the sign-in area and /admin; the public pages ignore them, so one is enough there.
      const cookies = SESSION_ROUTES.some((route) => path.startsWith(route)) ? COOKIES : COOKIES.slice(0, 2);
      for (const cookie of cookies) {
        const response = await SELF.fetch(`${SITE}${path}`, {
          headers: { Cookie: cookie.replaceAll('sb-127-auth-token', real) },
          redirect: 'manual',
        });
        await expectHandled(response, `GET ${path} with ${cookie.slice(0, 40)}`);
      }
      for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD']) {
        const response = await SELF.fetch(`${SITE}${path}`, { method, headers: { Origin: SITE }, redirect: 'manual' });
        expect(response.status, `${method} ${path}`).toBeLessThan(500);
        await response.body?.cancel();
      }
    });
  }
});
