// The admin dashboard shell's presentational parts, rendered on their own (they take plain props, no page context).
import { renderToString } from 'react-dom/server.edge';
import { formatIndiaTime } from '../../shared/i18n/format';
import { describe, expect, it } from 'vitest';
import { ADMIN_MENU, ADMIN_MENU_PATHS, ADMIN_PATHS, ADMIN_SECTIONS, findAdminSection } from '../../src/admin/menu';
import { indiaPeriods } from '../../src/appointments';
import type { DashboardFigures } from '../../src/admin/screens/dashboard/dashboard-data';
import { durationText, overviewMax, overviewValue, whenText } from '../../src/admin/screens/dashboard/dashboard-copy';
import { AdminShell } from '../../src/admin/AdminShell';
import { DashboardHome } from '../../src/admin/screens/dashboard/DashboardHome';
import { ForbiddenPage } from '../../src/auth/ForbiddenPage';
import { select, selectOne, visibleText } from './html';

/** The navigation targets named by docs/product/admin.md, in the menu's order, after the dashboard itself. */
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
  '/admin/settings/payments',
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
    expect(overviewMax({ label: 'x', value: 68 })).toBe(100);
    expect(overviewMax({ label: 'x', value: 18, max: 0 })).toBe(100);
    expect(overviewValue({ label: 'x', value: 18, max: 40 })).toBe(18);
    expect(overviewValue({ label: 'x', value: 140 })).toBe(100);
    expect(overviewValue({ label: 'x', value: -3 })).toBe(0);
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
    // The drawer's toggle, the sidebar's sections that hold entries (each folds), then the user menu.
    const sections = ADMIN_MENU.flatMap((group) => (group.kind === 'group' ? [group.label] : []));
    expect(summaries.map((s) => s.text)).toEqual(['Admin menu', ...sections, 'AU Admin User (account menu)']);
    const menu = (await select(html, 'details.relative a')).map((a) => [a.text, a.attrs.href]);
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

  it('gives every link, toggle and button a target of at least 44 px; 32 px in the sidebar from lg, to fit a laptop', async () => {
    const html = shell();
    for (const selector of ['a', 'summary', 'button']) {
      for (const element of await select(html, selector)) {
        expect(element.attrs.class, `${selector} ${element.text}`).toMatch(/\bmin-h-11\b/);
      }
    }
    // 32 px: above the 24 px minimum (WCAG 2.2 target size), so every daily entry is in sight at 1280 × 800.
    for (const selector of ['nav[aria-label="Admin"] a', 'nav[aria-label="Admin"] summary']) {
      for (const element of await select(html, selector))
        expect(element.attrs.class, `${selector} ${element.text}`).toMatch(/\blg:min-h-8\b/);
    }
  });
});

describe('DashboardHome', () => {
  const now = Date.UTC(2026, 10, 27, 9, 0);
  const periods = indiaPeriods(now);
  const money = (paise: number, count: number) => ({ paise, count });
  const figures: DashboardFigures = {
    now,
    periods,
    today: { confirmed: 3, completed: 1, 'cancelled-by-patient': 2 },
    liveConsults: 2,
    requests: {
      byKind: { booking: { today: 2, week: 5 }, doctor: { today: 0, week: 1 } },
      waiting: { count: 4, oldestAt: now - 125 * 60_000 },
      firstContact: { count: 3, medianMs: 30 * 60_000 },
    },
    billing: {
      noShowsThisMonth: 1,
      payments: { today: money(59_900, 1), week: money(159_800, 3), month: money(845_200_00, 61) },
      refundsPaidThisMonth: money(49_900, 1),
      refundsDue: money(29_950, 1),
    },
    prescriptionsThisMonth: 7,
    doctors: { active: 5, samples: 3 },
    activity: [
      {
        id: 2,
        at: now - 5 * 60_000,
        actorId: 'a',
        actorEmail: 'c@x.in',
        action: 'status',
        reference: 'CL-ABC234',
        detail: 'new → contacted',
      },
      {
        id: 1,
        at: now - 26 * 3_600_000,
        actorId: 'd',
        actorEmail: null,
        action: 'record-create',
        reference: 'AP-XYZ234',
        detail: 'consultation record',
      },
    ],
  };
  const accounts = { waitingDoctors: 1, patients: 42, truncated: false };
  const html = renderToString(<DashboardHome figures={figures} accounts={accounts} />);

  it('has the eight stat cards, each a real figure with its link, and no sample anywhere', async () => {
    const cards = await select(html, '[data-figure] > a');
    expect(cards.slice(0, 8).map((card) => card.text)).toEqual([
      "Today's Appointments",
      'Live Consults',
      'Total Patients',
      'Active Doctors',
      'Revenue This Month',
      'Prescriptions Issued',
      'Waiting for a First Call',
      'Median Time to First Contact',
    ]);
    const values = (await select(html, 'li[data-figure] > p[data-value]')).map((value) => value.text);
    expect(values).toEqual(['4', '2', '42', '5', '₹8,45,200', '7', '4', '30 min']);
    const text = visibleText(html);
    expect(text).toContain('Oldest waiting 2 h 5 min');
    expect(text).toContain('Published on the site; 3 are sample profiles');
    expect((await selectOne(html, '[data-figure="requests-all"]')).text).toBe('All kinds 2 6');
    expect(text).toContain('No-shows this month : 1');
    expect(text).not.toMatch(/Sample figures|Subscriptions/);
    // Without the auth server, the patients' figure is a dash with the reason, never a guess.
    const noAuth = visibleText(renderToString(<DashboardHome figures={figures} />));
    expect(noAuth).toContain('Total Patients — Not available: the auth server did not answer');
  });

  it('says the database cannot be read instead of showing any figure', () => {
    const without = visibleText(renderToString(<DashboardHome figures={null} />));
    expect(without).toBe('Not available: the database cannot be read, so no figure is shown.');
  });

  it("has the Appointments Overview: today's appointments by status, out of all of today's", async () => {
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
    const empty = renderToString(<DashboardHome figures={{ ...figures, today: {} }} />);
    expect(visibleText(empty)).toContain('No appointments today.');
  });

  it('has the sections, Revenue Metrics in rupees from paise and Recent Activity in plain words', async () => {
    const headings = (await select(html, 'h2')).map((h) => h.text);
    expect(headings).toEqual([
      'Key figures',
      'Requests by Kind',
      'Appointments Overview',
      'Revenue Metrics',
      'Recent Activity',
    ]);
    expect(await select(html, 'h1')).toHaveLength(0);
    expect((await select(html, 'dt')).map((dt) => dt.text)).toEqual([
      'Today',
      'This week',
      'This month',
      'Refunds this month',
      'Refunds due',
    ]);
    expect((await select(html, 'dd [data-value]')).map((amount) => amount.text)).toEqual([
      '₹599',
      '₹1,598',
      '₹8,45,200',
      '₹499',
      '₹299.50',
    ]);
    expect((await select(html, 'ol > li')).map((li) => li.text)).toEqual([
      'Request status changed CL-ABC234 (new → contacted), by c@x.in 5 min ago',
      `Consultation record written AP-XYZ234 ${formatIndiaTime(now - 26 * 3_600_000, 'en')}`,
    ]);
  });

  it('says waits and moments in words', () => {
    expect(durationText(0)).toBe('0 min');
    expect(durationText(59 * 60_000)).toBe('59 min');
    expect(durationText(120 * 60_000)).toBe('2 h');
    expect(durationText(3 * 86_400_000)).toBe('3 days');
    expect(whenText(now - 20_000, now, periods.todayStart)).toBe('just now');
    expect(whenText(now - 3 * 3_600_000, now, periods.todayStart)).toBe('3 h ago');
    expect(periods).toMatchObject({ today: '2026-11-27', monthFirst: '2026-11-01', monthLast: '2026-11-30' });
    // Friday 27 November: the week began on Monday the 23rd, India time.
    expect(periods.weekStart).toBe(Date.UTC(2026, 10, 22, 18, 30));
    expect(indiaPeriods(Date.UTC(2026, 11, 31, 20, 0))).toMatchObject({ today: '2027-01-01', monthLast: '2027-01-31' });
  });
});

describe('the admin menu', () => {
  it('gives every section a screen of its own', () => {
    expect(ADMIN_SECTIONS.filter((section) => typeof section.screen !== 'function')).toEqual([]);
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
