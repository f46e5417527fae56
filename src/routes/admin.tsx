// /admin and everything under it. The guard runs before anything renders: a session whose access token verifies
// against the auth server's JWKS, and app_metadata.role === 'admin' (which only the service role can set).
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { ReactNode } from 'react';
import { REFERENCE_PATTERN } from '../../shared/requests/kinds';
import { AUTH_SERVICE_UNAVAILABLE } from '../../shared/auth/messages';
import { findAdminSection } from '../content/admin-dashboard';
import type { AppEnv } from '../env';
import { NOT_FOUND_PAGE, NotFoundPage } from '../pages/extra';
import { AdminSectionPage } from '../pages/admin/AdminSectionPage';
import { AdminShell } from '../pages/admin/AdminShell';
import { DashboardHome } from '../pages/admin/DashboardHome';
import { ForbiddenPage } from '../pages/admin/ForbiddenPage';
import { AUDIT_PATH, AuditLog } from '../pages/admin/AuditLog';
import { EXPORT_PATH, INBOX_PATH, RequestsInbox } from '../pages/admin/RequestsInbox';
import { readFlash, redirectWithFlash } from '../http/flash';
import { FORM_LIMIT, readFormFields } from '../http/form';
import { refusalText } from '../http/refusals';
import { requestsCsv } from '../requests/csv';
import { inboxSearch, readInboxQuery } from '../requests/inbox-query';
import {
  countNewRequests,
  exportRequests,
  isRequestStatus,
  listAudit,
  listRequests,
  setRequestStatus,
  type Actor,
} from '../requests/store';
import { findPage } from '../pages/registry';
import type { PageDef } from '../pages/types';
import { ADMIN_ROLE } from '../auth/roles';
import { readSession } from '../auth/session';
import { FailedNotificationsCard, NOTIFICATIONS_PATH, Notifications } from '../admin/screens/Notifications';
import {
  countFailedNotifications,
  handOver,
  isNotificationState,
  listNotifications,
  loadNotificationConfig,
  requeueFailed,
} from '../notifications';

const ADMIN_PAGE = findPage('/admin')!;

const adminPage = (path: string, title: string): PageDef => ({ ...ADMIN_PAGE, path, title });

export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.header('Cache-Control', 'private, no-store');
  const path = new URL(c.req.url).pathname;
  const state = await readSession(c);
  if (state.status === 'unavailable') {
    // Fail closed: nobody reaches the dashboard while sessions cannot be checked.
    c.status(503);
    return c.render(
      <section className="container max-w-xl py-16">
        <h1 className="text-2xl font-bold text-ink-900">Admin Dashboard</h1>
        <p role="alert" className="mt-4 text-ink-700">
          {AUTH_SERVICE_UNAVAILABLE}
        </p>
      </section>,
      { page: adminPage(path, 'Service unavailable'), layout: 'admin' },
    );
  }
  if (state.status === 'signed-out') return c.redirect(`/auth?next=${encodeURIComponent(path)}`, 303);
  if (state.user.role !== ADMIN_ROLE) {
    c.status(403);
    return c.render(<ForbiddenPage email={state.user.email} />, {
      page: adminPage(path, 'Access denied'),
      layout: 'admin',
    });
  }
  await next();
};

const DB_UNAVAILABLE = 'The request store is not available, so requests cannot be shown. Check the DB binding.';

// New requests and failed notifications, for the menu's badges on every admin page; none when the store cannot be
// read.
async function menuCounts(c: Context<AppEnv>): Promise<Record<string, number>> {
  const db = c.env?.DB;
  if (!db) return {};
  try {
    const [newRequests, failed] = await Promise.all([countNewRequests(db), countFailedNotifications(db)]);
    // Failed messages show only when there are some: a badge there reads as something to look at.
    return { [INBOX_PATH]: newRequests, ...(failed > 0 ? { [NOTIFICATIONS_PATH]: failed } : {}) };
  } catch (error) {
    console.error('admin: could not count new requests and failed notifications', error);
    return {};
  }
}

async function renderInShell(c: Context<AppEnv>, path: string, content: ReactNode) {
  const section = findAdminSection(path);
  if (!section) {
    c.status(404);
    return c.render(<NotFoundPage />, { page: NOT_FOUND_PAGE, layout: 'admin' });
  }
  const user = c.get('user');
  return c.render(
    <AdminShell
      path={section.path}
      title={section.title}
      adminName={user?.fullName ?? null}
      counts={await menuCounts(c)}
    >
      {content}
    </AdminShell>,
    { page: adminPage(section.path, section.title), layout: 'admin' },
  );
}

const adminShell = async (c: Context<AppEnv>) => {
  const path = new URL(c.req.url).pathname;
  const section = findAdminSection(path);
  const failed = section?.path === '/admin' && c.env?.DB ? await countFailedNotifications(c.env.DB) : null;
  const content =
    section?.path === '/admin' ? (
      <>
        {failed !== null && <FailedNotificationsCard failed={failed} />}
        <DashboardHome />
      </>
    ) : (
      <AdminSectionPage title={section?.title ?? ''} />
    );
  return renderInShell(c, path, content);
};

function unavailable(c: Context<AppEnv>, path: string) {
  c.status(503);
  return renderInShell(
    c,
    path,
    <p role="alert" className="alert-error">
      {DB_UNAVAILABLE}
    </p>,
  );
}

function actorOf(c: Context<AppEnv>): Actor {
  const user = c.get('user');
  return { id: user?.id ?? 'unknown', email: user?.email ?? null };
}

const inbox = async (c: Context<AppEnv>) => {
  const db = c.env?.DB;
  if (!db) return unavailable(c, INBOX_PATH);
  const query = readInboxQuery(new URL(c.req.url).searchParams);
  const { requests, total } = await listRequests(db, query, query.page);
  return renderInShell(
    c,
    INBOX_PATH,
    <RequestsInbox siteName={c.get('config').siteName} query={query} requests={requests} total={total} />,
  );
};

const exportCsv = async (c: Context<AppEnv>) => {
  const db = c.env?.DB;
  if (!db) return c.text(DB_UNAVAILABLE, 503);
  const query = readInboxQuery(new URL(c.req.url).searchParams);
  const now = Date.now();
  const requests = await exportRequests(db, query, actorOf(c), now);
  const day = new Date(now).toISOString().slice(0, 10);
  return c.body(requestsCsv(requests), 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="requests-${day}.csv"`,
  });
};

const changeStatus = async (c: Context<AppEnv>) => {
  const db = c.env?.DB;
  if (!db) return c.text(DB_UNAVAILABLE, 503);
  const reference = c.req.param('reference') ?? '';
  const read = await readFormFields(c.req);
  if (!read.ok) return c.text(refusalText(read.refusal, 'en'), read.status);
  const status = read.fields.status;
  if (!REFERENCE_PATTERN.test(reference)) return c.text('There is no request with that reference.', 404);
  if (!isRequestStatus(status)) return c.text('Choose a status: new, contacted or closed.', 400);
  const result = await setRequestStatus(db, reference, status, actorOf(c), Date.now());
  if (!result.found) return c.text('There is no request with that reference.', 404);
  // Back to the same filter and page, rebuilt from known keys only (never a free-form redirect).
  const back = inboxSearch(readInboxQuery(new URLSearchParams(read.fields.back ?? '')));
  return redirectWithFlash(c, `${INBOX_PATH}${back}`, 'request-status-updated');
};

const audit = async (c: Context<AppEnv>) => {
  const db = c.env?.DB;
  if (!db) return unavailable(c, AUDIT_PATH);
  const page = readInboxQuery(new URL(c.req.url).searchParams).page;
  const { records, total } = await listAudit(db, page);
  return renderInShell(c, AUDIT_PATH, <AuditLog records={records} total={total} page={page} />);
};

const notifications = async (c: Context<AppEnv>) => {
  const db = c.env?.DB;
  if (!db) return unavailable(c, NOTIFICATIONS_PATH);
  const params = new URL(c.req.url).searchParams;
  const state = params.get('state');
  const query = { state: isNotificationState(state) ? state : undefined, page: readInboxQuery(params).page };
  const [{ notifications: rows, total }, failed] = await Promise.all([
    listNotifications(db, query, query.page),
    countFailedNotifications(db),
  ]);
  const loaded = loadNotificationConfig(c.env);
  return renderInShell(
    c,
    NOTIFICATIONS_PATH,
    <Notifications
      query={query}
      notifications={rows}
      total={total}
      failed={failed}
      resent={params.get('resent') === '1'}
      configProblems={loaded.ok ? [] : loaded.problems}
    />,
  );
};

const resendNotification = async (c: Context<AppEnv>) => {
  const db = c.env?.DB;
  if (!db) return c.text(DB_UNAVAILABLE, 503);
  const id = c.req.param('id') ?? '';
  const read = await readFormFields(c.req);
  if (!read.ok) return c.text(refusalText(read.refusal, 'en'), read.status);
  if (!/^[0-9a-f-]{36}$/.test(id) || !(await requeueFailed(db, id, actorOf(c), Date.now())))
    return c.text('There is no failed message with that id (it may have been sent again already).', 404);
  await handOver(c.env, [id], Date.now());
  const state = new URLSearchParams(read.fields.back ?? '').get('state');
  return c.redirect(`${NOTIFICATIONS_PATH}?${isNotificationState(state) ? `state=${state}&` : ''}resent=1`, 303);
};

export const adminRoutes = new Hono<AppEnv>()
  .use('/admin', requireAdmin)
  .use('/admin/*', requireAdmin)
  .get('/admin', adminShell)
  .get(INBOX_PATH, readFlash, inbox)
  .get(EXPORT_PATH, exportCsv)
  .post(`${INBOX_PATH}/:reference/status`, FORM_LIMIT, changeStatus)
  .get(AUDIT_PATH, audit)
  .get(NOTIFICATIONS_PATH, notifications)
  .post(`${NOTIFICATIONS_PATH}/:id/resend`, FORM_LIMIT, resendNotification)
  .get('/admin/*', adminShell);
