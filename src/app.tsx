import { reactRenderer } from '@hono/react-renderer';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { trimTrailingSlash } from 'hono/trailing-slash';
import { loadConfig } from './config';
import { unsubscribeRoutes } from './notifications';
import type { AppEnv } from './env';
import { refusalMessage, rejectForeignOrigins } from './http/errors';
import { readFlash } from './http/flash';
import { LOCALES, localeOfPath } from '../shared/i18n/locales';
import { NotFoundPage } from './pages/extra';
import { pageDef, translationOf } from './pages/registry';
import { GENERIC_PAGES, PAGE_COMPONENTS, QUERY_CHECKS } from './pages/site/routes';
import type { PageDef } from './pages/types';
import { AdminDocument } from './layout/AdminDocument';
import { SiteDocument } from './layout/SiteDocument';
import { errorPageHtml } from './render/error-page';
import { pageCache } from './render/page-cache';
import { adminRoutes } from './routes/admin';
import { authRoutes } from './routes/auth';
import { cookiePreferenceRoutes } from './routes/cookie-preferences';
import { myDataRoutes } from './routes/my-data';
import { requestRoutes } from './routes/requests';
import { seoRoutes } from './routes/seo';
import { httpsRedirectTarget, securityHeaders } from './security/headers';

declare module '@hono/react-renderer' {
  interface Props {
    page: PageDef;
    /** Leave out the closing booking band (the booking pages themselves). */
    bare?: boolean;
    /** Whose document the page sits in: the public site's (default) or the admin area's. */
    layout?: 'site' | 'admin';
  }
}

function originOf(url: string | undefined): string | null {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

export interface AppOptions {
  /** Keep rendered public pages in memory and at the edge (off for the dev server, where source changes under it). */
  cachePages: boolean;
  /** The build the edge cache's entries belong to (src/render/page-cache.ts); tests name their own. */
  build?: string;
}

export function createApp(options: AppOptions = { cachePages: true }) {
  const app = new Hono<AppEnv>();

  app.use(async (c, next) => {
    const secure = httpsRedirectTarget(c.req.url);
    if (!secure) return next();
    // 301 for reads; 308 keeps the method of anything else (a form sent over http still reaches the https page).
    const method = c.req.method;
    return new Response(null, {
      status: method === 'GET' || method === 'HEAD' ? 301 : 308,
      headers: { Location: secure, ...securityHeaders() },
    });
  });

  app.use(async (c, next) => {
    c.set('config', loadConfig(c.env ?? {}));
    c.set('flash', null);
    await next();
    // Forms may post to the site and be redirected on to the auth server (Google sign-in).
    const authOrigin = originOf(c.env?.SUPABASE_URL);
    const headers = securityHeaders({ formActionOrigins: authOrigin ? [authOrigin] : [] });
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
  });
  app.use(trimTrailingSlash());
  // A mail program's one-click unsubscribe POSTs from elsewhere by design; its signed token is the check.
  app.route('/', unsubscribeRoutes);
  // State-changing requests from another origin are refused (CSRF).
  app.use(rejectForeignOrigins);
  app.use(
    reactRenderer(
      ({ children, c, page, bare, layout }) =>
        layout === 'admin' ? (
          <AdminDocument c={c} page={page}>
            {children}
          </AdminDocument>
        ) : (
          <SiteDocument c={c} page={page} bare={bare}>
            {children}
          </SiteDocument>
        ),
      { stream: true },
    ),
  );

  app.route('/', seoRoutes);
  app.use('/book', readFlash);
  app.use('/hi/book', readFlash);
  app.route('/', requestRoutes);
  // Before the generic page routes: a visitor with a cookie choice gets /cookies rendered for them.
  app.route('/', cookiePreferenceRoutes);
  app.route('/', myDataRoutes);
  app.route('/', authRoutes);
  app.route('/', adminRoutes);

  const cache = pageCache({ enabled: options.cachePages, build: options.build });
  for (const { id } of GENERIC_PAGES) {
    const Page = PAGE_COMPONENTS[id];
    const acceptsQuery = QUERY_CHECKS[id];
    for (const locale of LOCALES) {
      if (!translationOf(id, locale)) continue;
      const page = pageDef(id, locale);
      app.get(page.path, readFlash, cache, (c) => {
        if (acceptsQuery && !acceptsQuery(new URL(c.req.url))) c.status(400);
        return c.render(<Page />, { page });
      });
    }
  }

  app.notFound((c) => {
    const path = new URL(c.req.url).pathname;
    console.warn(`404 Not Found: ${c.req.method} ${path}`);
    c.status(404);
    // The 404 page keeps the booking call-to-action every page has, in the language of the address asked for.
    return c.render(<NotFoundPage />, { page: pageDef('not-found', localeOfPath(path).locale) });
  });

  app.onError((error, c) => {
    if (error instanceof HTTPException) {
      // Deliberate refusals (the CSRF check, body limits): a 4xx with a message a person can act on.
      return c.text(refusalMessage(error, c.req.url), error.status);
    }
    console.error(`500 on ${c.req.method} ${new URL(c.req.url).pathname}:`, error);
    const { locale } = localeOfPath(new URL(c.req.url).pathname);
    return c.html(errorPageHtml(c.get('config')?.siteName ?? '', locale), 500, { 'Cache-Control': 'no-store' });
  });

  return app;
}
