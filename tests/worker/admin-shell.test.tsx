// The admin dashboard shell's presentational parts, rendered on their own (they take plain props, no page context).
import { renderToString } from 'react-dom/server.edge';
import { formatRupees } from '../../shared/i18n/format';
import { describe, expect, it } from 'vitest';
import { ADMIN_MENU_PATHS, ADMIN_PATHS, findAdminSection } from '../../src/admin/menu';
import {
  figureText,
  overviewText,
  RECENT_ACTIVITY,
  REVENUE_METRICS,
  STAT_CARDS,
} from '../../src/admin/screens/dashboard-samples';
import { AdminSectionPage } from '../../src/admin/screens/NotAvailableYet';
import { AdminShell } from '../../src/admin/AdminShell';
import { DashboardHome } from '../../src/admin/screens/DashboardHome';
import { ForbiddenPage } from '../../src/auth/ForbiddenPage';
import { select, selectOne, visibleText } from './html';

/** The navigation targets named by SPEC.md section 2, in the menu's order, after the dashboard itself. */
const SPEC_PATHS = [
  '/admin',
  '/admin/cms/pages',
  '/admin/cms/content',
  '/admin/cms/media',
  '/admin/masters/specialties',
  '/admin/masters/departments',
  '/admin/masters/vitals',
  '/admin/masters/symptoms',
  // Issue 31 adds the medicines master (each medicine's Telemedicine Practice Guidelines category) to the spec's four.
  '/admin/masters/medicines',
  '/admin/users/patients',
  '/admin/users/doctors',
  '/admin/scheduling/slots',
  '/admin/scheduling/calendars',
  '/admin/appointments',
  '/admin/consults',
  '/admin/billing/invoices',
  '/admin/billing/payments',
  '/admin/billing/refunds',
  '/admin/reports',
  '/admin/notifications',
  '/admin/settings/org',
  '/admin/settings/branding',
  '/admin/settings/legal',
  '/admin/settings/integrations',
  '/admin/audit',
];

const SPEC_GROUPS = [
  'Dashboard',
  'CMS Manager',
  'Masters',
  'Users',
  'Scheduling',
  'Appointments',
  'Live Consults',
  'Billing',
  'Reports & Analytics',
  'Notifications',
  'Settings',
  'Audit Logs',
];

function shell(
  props: { path?: string; title?: string; adminName?: string | null; counts?: Record<string, number> } = {},
  children = <p>Body</p>,
) {
  return renderToString(
    <AdminShell
      path={props.path ?? '/admin'}
      title={props.title ?? 'Dashboard'}
      adminName={props.adminName ?? null}
      counts={props.counts}
    >
      {children}
    </AdminShell>,
  );
}

describe('admin content module', () => {
  it('lists every spec path once, in order, with /admin first', () => {
    expect(ADMIN_MENU_PATHS).toEqual(SPEC_PATHS);
    expect(ADMIN_PATHS.slice(0, SPEC_PATHS.length)).toEqual(SPEC_PATHS);
    expect(new Set(ADMIN_PATHS).size).toBe(ADMIN_PATHS.length);
  });

  it('finds each section with its title and group, and nothing for other paths', () => {
    expect(findAdminSection('/admin')).toMatchObject({ title: 'Dashboard', group: 'Dashboard' });
    expect(findAdminSection('/admin/users/patients')).toMatchObject({ title: 'Patients', group: 'Users' });
    expect(findAdminSection('/admin/consults')).toMatchObject({ title: 'Live Consults', group: 'Live Consults' });
    // No sample badge remains (the menu has no place for a fixed figure): Live Consults counts the consultations due now.
    expect(findAdminSection('/admin/consults')?.count).toBeTypeOf('function');
    expect(findAdminSection('/admin/settings/org/')).toMatchObject({ group: 'Settings' });
    expect(findAdminSection('/admin/profile')).toMatchObject({ title: 'Profile', group: 'Account' });
    for (const path of ADMIN_PATHS) expect(findAdminSection(path)?.title, path).toBeTruthy();
    expect(findAdminSection('/admin/nope')).toBeUndefined();
    expect(findAdminSection('/administrator')).toBeUndefined();
    expect(findAdminSection('/')).toBeUndefined();
  });

  it('overview rows default to a maximum of 100 and keep values within it', () => {
    expect(overviewText({ label: 'x', value: 68 })).toBe('68%');
    expect(overviewText({ label: 'x', value: 18, max: 40 })).toBe('18 of 40');
    expect(overviewText({ label: 'x', value: 140 })).toBe('100%');
    expect(overviewText({ label: 'x', value: -3 })).toBe('0%');
  });
});

describe('AdminShell', () => {
  it('has one Admin navigation with the spec groups, every spec path in order, and the badges', async () => {
    // Both badges are live counts, passed in.
    const html = shell({ counts: { '/admin/appointments': 24, '/admin/consults': 3 } });
    expect(await select(html, 'nav')).toHaveLength(1);
    const links = await select(html, 'nav[aria-label="Admin"] a');
    expect(links.map((link) => link.attrs.href)).toEqual(SPEC_PATHS);
    const text = (await selectOne(html, 'nav[aria-label="Admin"]')).text;
    let from = 0;
    for (const group of SPEC_GROUPS) {
      const at = text.indexOf(group, from);
      expect(at, `${group} after the previous group`).toBeGreaterThanOrEqual(from);
      from = at + group.length;
    }
    const byHref = Object.fromEntries(links.map((link) => [link.attrs.href, link.text]));
    expect(byHref['/admin/appointments']).toBe('Appointments : 24');
    expect(byHref['/admin/consults']).toBe('Live Consults : 3');
    expect(links.filter((link) => /\d/.test(link.text))).toHaveLength(2);
  });

  it('marks the current page, with or without a trailing slash, and only that one in the sidebar', async () => {
    for (const path of ['/admin/billing/refunds', '/admin/billing/refunds/']) {
      const current = await select(shell({ path, title: 'Refunds' }), 'nav[aria-label="Admin"] a[aria-current="page"]');
      expect(current.map((link) => link.attrs.href)).toEqual(['/admin/billing/refunds']);
    }
    const home = await select(shell(), 'nav[aria-label="Admin"] a[aria-current="page"]');
    expect(home.map((link) => link.attrs.href)).toEqual(['/admin']);
  });

  it('is a drawer below lg: its toggle island (a <details> until hydrated) right before the nav it names', async () => {
    const html = shell();
    expect(html).toMatch(
      /<div data-island="AdminDrawer"[^>]*><details class="lg:hidden"><summary[^>]*>.*?Admin menu<\/summary><\/details><\/div><nav id="admin-nav" aria-label="Admin"/,
    );
    const island = await selectOne(html, '[data-island="AdminDrawer"]');
    expect(JSON.parse(island.attrs['data-props'] ?? '')).toEqual({ label: 'Admin menu', navId: 'admin-nav' });
    const close = await selectOne(html, 'nav[aria-label="Admin"] button[data-drawer-close]');
    expect(close.attrs['aria-label']).toBe('Close admin menu');
    expect(close.attrs.type).toBe('button');
  });

  it('shows the page title as the one h1, and the children', async () => {
    const html = shell({ path: '/admin/masters/vitals', title: 'Vitals' }, <p id="child">Hello</p>);
    const headings = await select(html, 'h1');
    expect(headings.map((h) => h.text)).toEqual(['Vitals']);
    expect((await selectOne(html, '#child')).text).toBe('Hello');
    expect(visibleText(html)).toContain('Masters Vitals');
  });

  it('names "Admin User" when no name is known, and the admin when one is', async () => {
    for (const name of [null, '', '   ']) {
      expect((await selectOne(shell({ adminName: name }), 'summary[class*="min-h-11"] span.truncate')).text).toBe(
        'Admin User',
      );
    }
    const html = shell({ adminName: 'Meera Iyer' });
    expect((await selectOne(html, 'span.truncate')).text).toBe('Meera Iyer');
    expect(visibleText(html)).toContain('Signed in as Meera Iyer');
    expect(visibleText(html)).not.toContain('Admin User');
    const escaped = shell({ adminName: '<img src=x onerror=alert(1)>' });
    expect(escaped).not.toContain('<img');
  });

  it('has a user menu with Profile, Settings and a Sign Out POST form', async () => {
    const html = shell();
    const summaries = await select(html, 'summary');
    expect(summaries.map((s) => s.text)).toEqual(['Admin menu', 'AU Admin User (account menu)']);
    const menu = (await select(html, 'details.group a')).map((a) => [a.text, a.attrs.href]);
    expect(menu).toEqual([
      ['Profile', '/admin/profile'],
      ['Settings', '/admin/settings/org'],
    ]);
    const forms = await select(html, 'form');
    expect(forms).toHaveLength(1);
    expect(forms[0]?.attrs).toMatchObject({ method: 'post', action: '/auth/sign-out' });
    const button = await selectOne(html, 'form button');
    expect(button).toMatchObject({ text: 'Sign Out', attrs: expect.objectContaining({ type: 'submit' }) });
  });

  it('gives every link, toggle and button a target of at least 44 px', async () => {
    const html = shell();
    for (const selector of ['a', 'summary', 'button']) {
      for (const element of await select(html, selector)) {
        expect(element.attrs.class, `${selector} ${element.text}`).toMatch(/\bmin-h-11\b/);
      }
    }
  });
});

describe('DashboardHome', () => {
  const live = { today: { confirmed: 3, completed: 1, 'cancelled-by-patient': 2 } as const, liveConsults: 2 };
  const html = renderToString(<DashboardHome live={live} />);

  it('says which figures are samples and which are live, before any figure', async () => {
    const notice = await selectOne(html, '[data-sample-notice]');
    expect(notice.text).toMatch(/^Sample figures Figures marked “Sample figures” are fixed samples/);
    expect(notice.text).toContain('not live data');
    expect(html.indexOf('data-sample-notice')).toBeLessThan(html.indexOf('data-stat-card'));
    expect(visibleText(html).match(/Sample figures/g)?.length).toBeGreaterThanOrEqual(9);
  });

  it('has the two live cards and six sample stat cards with label, value and change', async () => {
    const liveCards = (await select(html, '[data-live-card]')).map((card) => card.text);
    // Today's appointments that keep their time: 3 confirmed and 1 completed; the 2 cancelled are left out.
    expect(liveCards).toEqual([
      "Today's Appointments Live 4 Today in India, not counting cancelled",
      'Live Consults Live 2 Due now, ±15 minutes',
    ]);
    const cards = await select(html, '[data-stat-card]');
    expect(STAT_CARDS).toHaveLength(6);
    expect(cards).toHaveLength(6);
    cards.forEach((card, index) => {
      const stat = STAT_CARDS[index]!;
      expect(card.text).toBe(`${stat.label} Sample figures ${figureText(stat.value)} ${stat.change}`);
    });
    expect(visibleText(html)).not.toContain("Today's Appointments 24");
    expect(visibleText(html)).toContain('Revenue This Month Sample figures ₹8,45,200');
  });

  it('shows a dash, not a sample, when the database cannot be read', async () => {
    const without = renderToString(<DashboardHome />);
    const values = (await select(without, '[data-live-card] p.text-2xl')).map((value) => value.text);
    expect(values).toEqual(['—', '—']);
    expect(visibleText(without)).toContain('Not available: the database cannot be read.');
  });

  it('formats each sample figure from its value', () => {
    expect(figureText({ kind: 'count', value: 12_847 })).toBe('12,847');
    expect(figureText({ kind: 'rupees', value: 845_200 })).toBe('₹8,45,200');
    expect(figureText({ kind: 'share', value: 0.98 })).toBe('98%');
    expect(figureText({ kind: 'minutes', value: 6 })).toBe('6 min');
  });

  it("has the live Appointments Overview: today's appointments by status, out of all of today's", async () => {
    const bars = await select(html, '[role="progressbar"]');
    const expected = [
      ['Waiting to be confirmed', 0],
      ['Confirmed', 3],
      ['In consultation', 0],
      ['Completed', 1],
      ['No-show', 0],
      ['Cancelled or lapsed', 2],
    ] as const;
    expect(bars).toHaveLength(expected.length);
    for (const [index, bar] of bars.entries()) {
      const [label, value] = expected[index]!;
      expect(bar.attrs).toMatchObject({
        'aria-valuemin': '0',
        'aria-valuemax': '6',
        'aria-valuenow': String(value),
        'aria-valuetext': `${value} of 6`,
      });
      expect((await selectOne(html, `#${bar.attrs['aria-labelledby']}`)).text).toBe(label);
    }
    expect(html).toContain('style="width:50%"');
    expect(visibleText(renderToString(<DashboardHome live={{ today: {}, liveConsults: 0 }} />))).toContain(
      'No appointments today.',
    );
  });

  it('has the section headings, Revenue Metrics and Recent Activity from the content module', async () => {
    const headings = (await select(html, 'h2')).map((h) => h.text);
    expect(headings).toEqual(['Key figures', 'Appointments Overview', 'Revenue Metrics', 'Recent Activity']);
    expect(await select(html, 'h1')).toHaveLength(0);
    const terms = (await select(html, 'dt')).map((dt) => dt.text);
    expect(terms).toEqual(REVENUE_METRICS.map((metric) => metric.label));
    const amounts = (await select(html, 'dd span.font-bold')).map((amount) => amount.text);
    expect(amounts).toEqual(REVENUE_METRICS.map((metric) => formatRupees(metric.amount)));
    const activity = (await select(html, 'ol > li')).map((li) => li.text);
    expect(activity).toEqual(RECENT_ACTIVITY.map((entry) => `${entry.text} ${entry.time}`));
  });
});

describe('AdminSectionPage', () => {
  it('says the section is not available yet and links back to the dashboard', async () => {
    const html = renderToString(<AdminSectionPage title="Invoices" />);
    expect((await selectOne(html, '[data-section-note]')).text).toBe('This section is not available yet.');
    expect(visibleText(html)).toContain('Invoices');
    const links = await select(html, 'a');
    expect(links).toEqual([
      expect.objectContaining({ text: 'Back to the dashboard', attrs: expect.objectContaining({ href: '/admin' }) }),
    ]);
  });

  it('renders inside the shell with the section title as the h1', async () => {
    const section = findAdminSection('/admin/audit')!;
    const html = shell({ path: section.path, title: section.title }, <AdminSectionPage title={section.title} />);
    expect((await select(html, 'h1')).map((h) => h.text)).toEqual(['Audit Logs']);
    expect(visibleText(html)).toContain('This section is not available yet.');
  });
});

describe('ForbiddenPage', () => {
  it('says access is denied, that an administrator grants it, names the account, and offers sign-out and home', async () => {
    const html = renderToString(<ForbiddenPage needs="admin" email="patient@example.com" />);
    expect((await select(html, 'h1')).map((h) => h.text)).toEqual(['Access denied']);
    const text = visibleText(html);
    expect(text).toContain('Your account does not have admin access');
    expect(text).toContain('granted by an administrator');
    expect(text).toContain('Signed in as patient@example.com');
    const form = await selectOne(html, 'form');
    expect(form.attrs).toMatchObject({ method: 'post', action: '/auth/sign-out' });
    expect((await selectOne(html, 'form button[type="submit"]')).text).toBe('Sign Out');
    expect((await select(html, 'a')).map((a) => [a.text, a.attrs.href])).toEqual([['Back to Home', '/']]);
  });

  it('leaves out the account line when the email is unknown', () => {
    const html = renderToString(<ForbiddenPage needs="admin" email={null} />);
    expect(visibleText(html)).not.toContain('Signed in as');
    expect(visibleText(html)).toContain('Access denied');
  });
});
