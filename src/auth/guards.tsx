// The guards of the signed-in areas, run before anything renders. A session counts only when its access token
// verifies against the auth server's keys and the auth server confirms it is live (session.ts); the role comes from
// the auth server's record of the user (app_metadata.role, which only the service role can set), never from anything
// the visitor can write. No session: 303 to the sign-in portal, back here afterwards. The auth server unreachable:
// 503, failing closed.
import type { Context, MiddlewareHandler } from 'hono';
import { AUTH_SERVICE_UNAVAILABLE, AUTH_WORDS } from '../../shared/auth/messages';
import { localeOfPath, localizedPath } from '../../shared/i18n/locales';
import type { AppEnv, SignedInUser } from '../env';
import { findPage, pageDef } from '../site-map/registry';
import type { PageDef } from '../site-map/types';
import { ForbiddenPage } from './ForbiddenPage';
import { DOCTOR_ROLE, type GuardedRole } from './roles';
import { readSession } from './session';

/** The staff document's page for a guard's answer under /admin or /doctor (English, never indexed). */
function areaPage(role: GuardedRole, path: string, title: string): PageDef {
  return { ...pageDef(role === DOCTOR_ROLE ? 'doctor-area' : 'admin'), path, title };
}

const PRIVATE = 'private, no-store';

/**
 * An area's own answer to a signed-in account without the role (the doctor area's "waiting for approval"), or null
 * for the 403 page. It never opens the area: the guard stops there either way.
 */
export type RoleRefusal = (c: Context<AppEnv>, user: SignedInUser) => Response | null | Promise<Response | null>;

/** Only accounts whose role, on the auth server's record, is `role`; the answers render in the admin document. */
export function requireRole(role: GuardedRole, heading: string, refused?: RoleRefusal): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.header('Cache-Control', PRIVATE);
    const path = new URL(c.req.url).pathname;
    const state = await readSession(c);
    if (state.status === 'unavailable') {
      c.status(503);
      return c.render(
        <section className="container max-w-xl py-16">
          <h1 className="text-2xl font-bold text-ink-900">{heading}</h1>
          <p role="alert" className="mt-4 text-ink-700">
            {AUTH_SERVICE_UNAVAILABLE}
          </p>
        </section>,
        { page: areaPage(role, path, 'Service unavailable'), layout: 'admin' },
      );
    }
    if (state.status === 'signed-out') return c.redirect(`/auth?next=${encodeURIComponent(path)}`, 303);
    if (state.user.role !== role) {
      const own = await refused?.(c, state.user);
      if (own) return own;
      c.status(403);
      return c.render(<ForbiddenPage email={state.user.email} needs={role} />, {
        page: areaPage(role, path, 'Access denied'),
        layout: 'admin',
      });
    }
    await next();
  };
}

/** Any signed-in account (the patient's own area), whatever its role; answers in the language of the address. */
export const requireSignedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.header('Cache-Control', PRIVATE);
  const path = new URL(c.req.url).pathname;
  const { locale } = localeOfPath(path);
  const state = await readSession(c);
  if (state.status === 'unavailable') {
    c.status(503);
    return c.render(
      <section className="container max-w-xl py-16">
        <p role="alert" className="alert-error">
          {AUTH_WORDS[locale].errors.serviceUnavailable}
        </p>
      </section>,
      { page: { ...(findPage(path) ?? pageDef('account', locale)), indexable: false } },
    );
  }
  if (state.status === 'signed-out')
    return c.redirect(`${localizedPath('/auth', locale)}?next=${encodeURIComponent(path)}`, 303);
  await next();
};
