// CMS Manager (/admin/cms/pages, content, media): read-only inventories behind the admin guard. The pages list has a
// row for every page of the site map, with its languages and canonical; the content list shows a published doctor's
// fee from D1 as the pages format it (an unpublished one not at all); the media list names each public/ file with
// its real size, read here by Vite from the disk, not from the list the screen reads.
import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { saveDoctor } from '../../src/appointments';
import { SITE_MAP } from '../../src/content/pages';
import { signIn, SITE } from './auth-helpers';
import { select, selectOne, visibleText } from './html';

const PATHS = ['/admin/cms/pages', '/admin/cms/content', '/admin/cms/media'] as const;
const stamp = Date.now().toString(36);
const published = { id: `cms-dr-${stamp}`, name: `Dr. Cms Published ${stamp}`, fee: 74_950 };
const hidden = { id: `cms-hidden-${stamp}`, name: `Dr. Cms Hidden ${stamp}`, fee: 12_300 };

/** Every file under public/, read by Vite at test time: its text, from which its size in bytes. */
const PUBLIC_FILES = import.meta.glob<string>('../../public/**/*', { query: '?raw', import: 'default', eager: true });

let admin = '';
let patient = '';

const get = (path: string, cookie: string) =>
  SELF.fetch(`${SITE}${path}`, { headers: { Cookie: cookie }, redirect: 'manual' });

async function addDoctor(doctor: typeof published, active: boolean) {
  await saveDoctor(
    env.DB,
    {
      id: doctor.id,
      name: doctor.name,
      specialization: 'General Physician',
      department: 'general-physician',
      qualifications: 'MBBS',
      registrationNumber: `KA-${stamp}`,
      council: 'Karnataka Medical Council',
      languages: ['en'],
      fee: doctor.fee,
      minutes: 30,
      meetingLink: null,
      active,
      accountId: null,
      sample: false,
      experienceYears: null,
      rating: null,
      wordsHi: {},
    },
    Date.now(),
  );
}

beforeAll(async () => {
  [admin, patient] = await Promise.all([signIn('admin', 'admin'), signIn('patient')]);
  await addDoctor(published, true);
  await addDoctor(hidden, false);
});

describe('CMS Manager is for admins only', () => {
  it.each(PATHS)('%s: 200 for an admin, 403 for a patient, sign-in for a stranger', async (path) => {
    const shown = await get(path, admin);
    expect(shown.status).toBe(200);
    expect(visibleText(await shown.text())).not.toContain('This section is not available yet.');
    expect((await get(path, patient)).status).toBe(403);
    const stranger = await get(path, '');
    expect(stranger.status).toBe(303);
    expect(stranger.headers.get('Location')).toMatch(/^\/auth\?next=/);
  });
});

describe('/admin/cms/pages', () => {
  it('has one row per page of the site map, each named once', async () => {
    const html = await (await get('/admin/cms/pages', admin)).text();
    const rows = (await select(html, 'tr[data-page]')).map((row) => row.attrs['data-page']);
    expect(rows).toHaveLength(SITE_MAP.length);
    expect(new Set(rows)).toEqual(new Set(SITE_MAP.map((page) => page.id)));
  });

  it('shows a page in both languages with its canonicals, and an English-only page as such', async () => {
    const html = await (await get('/admin/cms/pages', admin)).text();
    const siteUrl = env.SITE_URL.replace(/\/$/, '');
    const pricing = await selectOne(html, 'tr[data-page="pricing"]');
    expect(pricing.text).toContain('/pricing');
    expect(pricing.text).toContain('/hi/pricing');
    expect((await selectOne(html, 'tr[data-page="pricing"] [data-languages]')).text).toBe('English, Hindi');
    expect((await selectOne(html, 'tr[data-page="pricing"] [data-canonical]')).text).toBe(
      `${siteUrl}/pricing ${siteUrl}/hi/pricing`,
    );
    expect(pricing.text).toContain('Indexed');
    expect(pricing.text).toContain('In sitemap: English, Hindi');
    const doctorArea = await selectOne(html, 'tr[data-page="doctor-area"]');
    expect((await selectOne(html, 'tr[data-page="doctor-area"] [data-languages]')).text).toBe('English only');
    expect(doctorArea.text).toContain('noindex');
    expect(doctorArea.text).toContain('None (noindex)');
    // The pharmacist's check is listed, kept out of the sitemap.
    expect((await selectOne(html, 'tr[data-page="rx"]')).text).toMatch(/\/rx .*noindex Not in sitemap/);
    // The canonical the page itself writes is the one listed.
    const page = await (await SELF.fetch(`${SITE}/hi/pricing`)).text();
    expect((await selectOne(page, 'link[rel="canonical"]')).attrs.href).toBe(`${siteUrl}/hi/pricing`);
  });
});

describe('/admin/cms/content', () => {
  it('shows a published doctor’s fee from D1 as the pages format it, and not an unpublished one', async () => {
    const row = await env.DB.prepare('SELECT fee FROM doctors WHERE id = ?')
      .bind(published.id)
      .first<{ fee: number }>();
    const expected = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
    }).format((row?.fee ?? 0) / 100);
    expect(expected).toBe('₹749.50');
    const html = await (await get('/admin/cms/content', admin)).text();
    const facts = (await select(html, 'tr[data-fact]')).map((fact) => fact.text);
    const doctor = facts.find((text) => text.includes(published.name));
    expect(doctor).toContain(expected);
    expect(doctor).toContain('D1: doctors (Scheduling → Calendars)');
    expect(facts.some((text) => text.includes(hidden.name))).toBe(false);
  });

  it('lists the packages, the refund rows and the support line, marking samples', async () => {
    const html = await (await get('/admin/cms/content', admin)).text();
    const text = visibleText(html);
    expect(text).toContain('Comprehensive');
    expect(text).toContain('₹5,999');
    expect(text).toContain('You cancel between 6 and 24 hours before');
    expect(text).toContain('50% refund');
    const support = (await select(html, 'tr[data-fact]')).find((fact) => fact.text.startsWith('Support and emergency'));
    expect(support?.text).toContain(env.SUPPORT_PHONE);
    // wrangler.toml still holds the development placeholder: marked as a sample.
    expect(support?.text).toContain('Sample');
    const departments = (await select(html, 'tr[data-fact]')).filter((fact) => fact.text.includes('DEPARTMENT_FACTS'));
    expect(departments.length).toBeGreaterThan(0);
    for (const department of departments) expect(department.text).toContain('Sample');
  });
});

describe('/admin/cms/media', () => {
  it('lists every file in public/ with its real size', async () => {
    const html = await (await get('/admin/cms/media', admin)).text();
    const listed = (await select(html, 'tr[data-file]')).map((row) => row.attrs['data-file']);
    const onDisk = Object.keys(PUBLIC_FILES).map((file) => file.replace('../../public', ''));
    expect(listed.sort()).toEqual(onDisk.sort());
    const favicon = PUBLIC_FILES['../../public/favicon.svg'];
    expect(favicon).toBeDefined();
    const bytes = new TextEncoder().encode(favicon).length;
    const size = await selectOne(html, 'tr[data-file="/favicon.svg"] td[data-size]');
    expect(size.attrs['data-size']).toBe(String(bytes));
    expect(size.text).toContain(`(${bytes} bytes)`);
    // The document's <link rel="icon"> names it.
    expect((await selectOne(html, 'tr[data-file="/favicon.svg"]')).text).toContain('src/layout/DocumentFrame.tsx');
  });
});
