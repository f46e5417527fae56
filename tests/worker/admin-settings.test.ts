// The admin's Settings screens (/admin/settings/org, branding, legal, integrations): read-only, behind the admin
// guard, every value read from its one source (each asserted against the source module or configuration here, never
// a retyped string), placeholders badged, and the integrations' live checks failing soft: an auth server that is
// down or silent shows "Not reachable" with the reason inside a 200 page, within about two seconds.
import { env, SELF } from 'cloudflare:test';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { REQUEST_KINDS } from '../../shared/requests/kinds';
import { THEME_COLORS } from '../../shared/theme';
import { contrastRatio } from '../../src/admin/screens/settings/settings-contrast';
import { builtCronTriggers, cronTriggersIn } from '../../src/admin/screens/settings/settings-crons';
import {
  checkAuthServer,
  checkIntegrations,
  checkMailTransport,
} from '../../src/admin/screens/settings/settings-health';
import { loadConfig } from '../../src/config';
import { SAMPLE_OFFICES } from '../../src/content/contact/facts';
import { PUBLIC_EMERGENCY_NUMBERS } from '../../src/content/emergency';
import { isPlaceholderValue } from '../../src/content/placeholders';
import { GRIEVANCE_WORDS_EN } from '../../src/content/policies/copy.en';
import { POLICY_LIMITS, POLICY_VERSIONS, type PolicyId } from '../../src/content/policies/facts';
import { loadNotificationConfig } from '../../src/mail-config';
import { signIn, SITE } from './auth-helpers';
import { select, selectOne, visibleText } from './html';

const PATHS = {
  org: '/admin/settings/org',
  branding: '/admin/settings/branding',
  legal: '/admin/settings/legal',
  integrations: '/admin/settings/integrations',
} as const;

let admin = '';
let patient = '';

const get = (path: string, cookie = '') =>
  SELF.fetch(`${SITE}${path}`, { headers: cookie ? { Cookie: cookie } : {}, redirect: 'manual' });

async function page(path: string): Promise<string> {
  const response = await get(path, admin);
  expect(response.status).toBe(200);
  return response.text();
}

/** A settings row's value and whether it carries the placeholder badge. */
async function setting(html: string, label: string) {
  const value = await selectOne(html, `tr[data-setting="${label}"] [data-value]`);
  const badges = await select(html, `tr[data-setting="${label}"] [data-placeholder]`);
  return { value: value.text.trim(), placeholder: badges.length > 0 };
}

beforeAll(async () => {
  [admin, patient] = await Promise.all([signIn('admin', 'admin'), signIn('patient')]);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the Settings guard', () => {
  it.each(Object.values(PATHS))('%s: 403 for a patient, 303 to sign-in without a session', async (path) => {
    expect((await get(path, patient)).status).toBe(403);
    const anonymous = await get(path);
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.get('Location')).toBe(`/auth?next=${encodeURIComponent(path)}`);
  });

  it('the account menu and the sidebar both link Organisation Settings', async () => {
    const html = await page(PATHS.org);
    expect((await select(html, `a[href="${PATHS.org}"]`)).length).toBeGreaterThanOrEqual(2);
    expect((await selectOne(html, 'h1')).text).toContain('Organisation Settings');
  });
});

describe('/admin/settings/org', () => {
  it('shows the configured facts as the pages do, with placeholders badged', async () => {
    const config = loadConfig(env);
    const html = await page(PATHS.org);
    expect(await setting(html, 'Support e-mail')).toEqual({ value: config.supportEmail, placeholder: true });
    expect(await setting(html, 'Support and emergency line (also WhatsApp)')).toEqual({
      value: config.supportPhone,
      placeholder: isPlaceholderValue(config.supportPhone),
    });
    expect((await setting(html, 'Organisation name')).value).toBe(config.siteName);
    expect((await setting(html, 'Site address')).value).toBe(config.siteUrl);
    expect(await setting(html, 'Grievance officer')).toEqual({ value: GRIEVANCE_WORDS_EN.name, placeholder: true });
    expect((await setting(html, 'UPI address (VPA) patients pay to')).value).toBe(config.upi.vpa);
    expect((await setting(html, 'UPI payee name')).value).toBe(config.upi.payee);
    const office = SAMPLE_OFFICES[0]!;
    expect(await setting(html, `Regional office: ${office.city}`)).toEqual({
      value: office.address,
      placeholder: true,
    });
    expect((await setting(html, 'Ambulance')).value).toBe(PUBLIC_EMERGENCY_NUMBERS.ambulance);
    const mail = loadNotificationConfig(env);
    if (!mail.ok) throw new Error('the test configuration has valid notification settings');
    expect((await setting(html, 'Coordinator e-mail addresses')).value).toBe(mail.config.coordinators.join(', '));
    // Each names where it is set.
    expect(visibleText(html)).toContain('SUPPORT_PHONE');
    expect(visibleText(html)).toContain('src/content/contact/facts.ts');
  });

  it('the placeholder rule catches the stand-ins and passes real values', () => {
    for (const value of ['+91 90000 00000', 'care@careline.example', 'careline@examplebank', 'http://localhost:8787'])
      expect(isPlaceholderValue(value), value).toBe(true);
    for (const value of [
      '+91 98400 12345',
      'care@carelinehealth.in',
      'carelinehealth@okhdfcbank',
      'https://carelinehealth.in',
    ])
      expect(isPlaceholderValue(value), value).toBe(false);
    expect(isPlaceholderValue(undefined)).toBe(true);
  });
});

describe('/admin/settings/branding', () => {
  it('shows every theme colour with its hex and its contrast on white', async () => {
    const html = await page(PATHS.branding);
    const rows = await select(html, 'tr[data-colour]');
    expect(rows.length).toBe(Object.values(THEME_COLORS).flatMap((shades) => Object.values(shades)).length);
    const brand = await selectOne(html, 'tr[data-colour="brand-700"] [data-hex]');
    expect(brand.text).toBe(THEME_COLORS.brand[700]);
    const ratio = await selectOne(html, 'tr[data-colour="brand-700"] [data-ratio]');
    expect(Number(ratio.attrs['data-ratio'])).toBeCloseTo(contrastRatio(THEME_COLORS.brand[700], '#ffffff'), 2);
    expect(Number(ratio.attrs['data-ratio'])).toBeGreaterThanOrEqual(4.5);
    expect((await select(html, '[data-logo] svg')).length).toBe(1);
    expect((await select(html, 'img[src="/favicon.svg"]')).length).toBe(1);
  });

  it('computes WCAG contrast: black on white 21:1, white on white 1:1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
  });
});

describe('/admin/settings/legal', () => {
  it('lists each policy with its version and date, the consent versions and the retention periods', async () => {
    const config = loadConfig(env);
    const html = await page(PATHS.legal);
    for (const id of Object.keys(POLICY_VERSIONS) as PolicyId[]) {
      const version = await selectOne(html, `tr[data-policy="${id}"] [data-version]`);
      expect(version.text.trim()).toBe(POLICY_VERSIONS[id].version);
      expect(
        (await select(html, `tr[data-policy="${id}"] time[datetime="${POLICY_VERSIONS[id].updated}"]`)).length,
      ).toBe(1);
    }
    expect((await select(html, 'tr[data-policy="privacy"] a[href="/hi/privacy"]')).length).toBe(1);
    for (const kind of Object.values(REQUEST_KINDS)) expect(visibleText(html)).toContain(kind.consentVersion);
    expect((await setting(html, 'Requests and their notifications are kept')).value).toBe(
      `${config.requestRetentionDays} days`,
    );
    expect((await setting(html, 'Medical records are kept')).value).toContain(
      `${POLICY_LIMITS.medicalRecordYears} years`,
    );
  });
});

describe('/admin/settings/integrations', () => {
  it('checks every service live: the auth server, D1 with its migrations, the queue backlog, the crons', async () => {
    // A message waiting and one that failed, written as the outbox writes them.
    const now = Date.now();
    const error = `Inbox refused the message ${now.toString(36)}`;
    const insert = env.DB.prepare(
      `INSERT INTO notifications (id, event, recipient, locale, payload, state, last_error, created_at, finished_at)
       VALUES (?1, 'request.coordinators', 'settings@example.com', 'en', '{}', ?2, ?3, ?4, ?5)`,
    );
    await env.DB.batch([
      insert.bind(crypto.randomUUID(), 'queued', null, now - 5 * 60_000, null),
      insert.bind(crypto.randomUUID(), 'failed', error, now, now),
    ]);
    const html = await page(PATHS.integrations);
    expect((await selectOne(html, '[data-integration="integration-mail"]')).attrs['data-status']).toBe('ok');
    expect((await selectOne(html, '[data-integration="integration-mail"]')).text).toContain(error);
    expect((await selectOne(html, '[data-integration="integration-auth"]')).attrs['data-status']).toBe('ok');
    expect((await selectOne(html, '[data-integration="integration-d1"]')).attrs['data-status']).toBe('ok');
    const migrations = await env.DB.prepare('SELECT COUNT(*) AS n FROM d1_migrations').first<{ n: number }>();
    expect(visibleText(html)).toContain(`Migrations applied ${migrations?.n}`);
    const queued = await env.DB.prepare(`SELECT COUNT(*) AS n FROM notifications WHERE state = 'queued'`).first<{
      n: number;
    }>();
    expect((await selectOne(html, '[data-backlog]')).attrs['data-backlog']).toBe(String(queued?.n));
    expect(visibleText(html)).toContain(env.MAIL_TRANSPORT ?? 'local-inbox');
    const crons = (await select(html, '[data-cron]')).map((cron) => cron.attrs['data-cron']);
    const built = builtCronTriggers().flatMap((trigger) => trigger.crons);
    expect(built.length).toBeGreaterThan(0);
    expect(crons).toEqual(built);
  });

  it('shows an auth server that refuses the connection as not reachable, inside a 200 page', async () => {
    const real = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      if (new URL(request.url).pathname === '/auth/v1/health') throw new TypeError('connection refused');
      return real(input, init);
    });
    const html = await page(PATHS.integrations);
    const card = await selectOne(html, '[data-integration="integration-auth"]');
    expect(card.attrs['data-status']).toBe('down');
    expect(card.text).toContain('Not reachable');
    expect(card.text).toContain('connection refused');
    // The other checks are unaffected.
    expect((await selectOne(html, '[data-integration="integration-d1"]')).attrs['data-status']).toBe('ok');
  });

  it('gives a silent auth server 1.5 s, and the page still answers within about two seconds', async () => {
    const real = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      if (new URL(request.url).pathname !== '/auth/v1/health') return real(input, init);
      return new Promise<Response>((_, reject) => {
        const signal = init?.signal ?? request.signal;
        signal.addEventListener('abort', () => reject(signal.reason));
      });
    });
    const started = Date.now();
    const html = await page(PATHS.integrations);
    expect(Date.now() - started).toBeLessThan(2500);
    const reason = await selectOne(html, '[data-integration="integration-auth"] [data-reason]');
    expect(reason.text).toContain('No answer within 1.5 s');
  });

  it('a bad SUPABASE_URL fails the check with its reason instead of throwing', async () => {
    const result = await checkAuthServer({ ...env, SUPABASE_URL: 'http://127.0.0.1:1' });
    expect(result.url).toBe('http://127.0.0.1:1');
    expect(result.check?.ok).toBe(false);
    expect(result.check && !result.check.ok && result.check.reason.length).toBeGreaterThan(0);
    const mail = loadNotificationConfig({ ...env, MAIL_TRANSPORT: 'email-service' });
    const unbound = await checkMailTransport(env, mail, false);
    expect(unbound && !unbound.ok && unbound.reason).toContain('EMAIL binding is missing');
    const none = await checkIntegrations({ ...env, SUPABASE_URL: undefined, DB: undefined, NOTIFY_QUEUE: undefined });
    expect(none.auth.check).toBeNull();
    expect(none.database).toBeNull();
    expect(none.queueBound).toBe(false);
  });

  it('reads the cron triggers of each section of a wrangler.toml', () => {
    const toml =
      '# daily\n[triggers]\ncrons = ["0 22 * * *", "*/5 * * * *"]\n\n# prod\n[env.production.triggers]\ncrons = ["1 2 * * *"]\n';
    expect(cronTriggersIn(toml)).toEqual([
      { section: '[triggers]', crons: ['0 22 * * *', '*/5 * * * *'], about: 'daily' },
      { section: '[env.production.triggers]', crons: ['1 2 * * *'], about: 'prod' },
    ]);
  });
});
