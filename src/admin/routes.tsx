// /admin and everything under it, generated from the menu (menu.tsx). The guard runs before anything renders: a
// session whose access token verifies against the auth server's JWKS, and app_metadata.role === 'admin' (which only
// the service role can set).
import type { Context } from 'hono';
import type { ReactNode } from 'react';
import { ADMIN_ROLE, requireRole } from '../auth';
import { coalescedD1 } from '../http/d1-coalesce';
import type { AppEnv } from '../env';
import { areaRoutes } from '../render/area-routes';
import { areaNotFound } from '../render/not-found';
import { findPage } from '../site-map/registry';
import { AdminShell } from './AdminShell';
import { ADMIN_SECTIONS, type AdminSection } from './menu';
import { ADMIN_HOME_PATH } from './paths';

/** The live badges of the sidebar, by path; a count that cannot be read is left out, never a wrong figure. */
async function menuCounts(c: Context<AppEnv>): Promise<Record<string, number>> {
  if (!c.env?.DB) return {};
  // The badges are counted side by side: their statements go to D1 as one batch.
  const db = coalescedD1(c.env.DB);
  const counted = await Promise.all(
    ADMIN_SECTIONS.map(async ({ path, count }) => {
      try {
        return [path, count ? await count(c, db) : null] as const;
      } catch (error) {
        console.error(`admin: could not count the badge of ${path}`, error);
        return [path, null] as const;
      }
    }),
  );
  return Object.fromEntries(counted.filter((entry): entry is readonly [string, number] => entry[1] !== null));
}

async function shell(c: Context<AppEnv>, section: AdminSection, content: ReactNode) {
  const home = findPage(ADMIN_HOME_PATH);
  if (!home) throw new Error('the site map has no /admin page');
  return c.render(
    <AdminShell
      path={section.path}
      title={section.title}
      adminName={c.get('user')?.fullName ?? null}
      counts={await menuCounts(c)}
    >
      {content}
    </AdminShell>,
    { page: { ...home, path: section.path, title: section.title }, layout: 'admin' },
  );
}

export const adminRoutes = areaRoutes({
  prefix: ADMIN_HOME_PATH,
  guard: requireRole(ADMIN_ROLE, 'Admin Dashboard'),
  entries: ADMIN_SECTIONS,
  shell,
  notFound: areaNotFound,
});
