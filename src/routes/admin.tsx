// /admin and everything under it. The guard runs before anything renders: a session whose access token verifies
// against the auth server's JWKS, and app_metadata.role === 'admin' (which only the service role can set).
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { AUTH_SERVICE_UNAVAILABLE } from '../../shared/auth/messages';
import { findAdminSection } from '../content/admin-dashboard';
import type { AppEnv } from '../env';
import { NOT_FOUND_PAGE, NotFoundPage } from '../pages/extra';
import { AdminSectionPage } from '../pages/admin/AdminSectionPage';
import { AdminShell } from '../pages/admin/AdminShell';
import { DashboardHome } from '../pages/admin/DashboardHome';
import { ForbiddenPage } from '../pages/admin/ForbiddenPage';
import { findPage } from '../pages/registry';
import type { PageDef } from '../pages/types';
import { ADMIN_ROLE } from '../auth/roles';
import { readSession } from '../auth/session';

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

const adminShell = (c: Context<AppEnv>) => {
  const path = new URL(c.req.url).pathname;
  const section = findAdminSection(path);
  if (!section) {
    c.status(404);
    return c.render(<NotFoundPage />, { page: NOT_FOUND_PAGE, layout: 'admin' });
  }
  const user = c.get('user');
  const content = section.path === '/admin' ? <DashboardHome /> : <AdminSectionPage title={section.title} />;
  return c.render(
    <AdminShell path={section.path} title={section.title} adminName={user?.fullName ?? null}>
      {content}
    </AdminShell>,
    { page: adminPage(section.path, section.title), layout: 'admin' },
  );
};

export const adminRoutes = new Hono<AppEnv>()
  .use('/admin', requireAdmin)
  .use('/admin/*', requireAdmin)
  .get('/admin', adminShell)
  .get('/admin/*', adminShell);
