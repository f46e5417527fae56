import { reactRenderer } from '@hono/react-renderer';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { trimTrailingSlash } from 'hono/trailing-slash';
import { loadConfig } from './config';
import { webhookRoutes } from './webhooks';
import type { AppEnv } from './env';
import { refusalMessage, rejectForeignOrigins } from './http/errors';
import { localeOfPath } from '../shared/i18n/locales';
import { accountRoutes } from './account';
import { meterD1 } from './http/d1-meter';
import { adminRoutes } from './admin';
import { patientAppointmentRoutes, receiptRoutes, rxRoutes } from './patient';
import { authRoutes, type LoginCodeSender, sendSmsHookRoutes } from './auth';
import { doctorRoutes } from './doctor';
import { roomRoutes } from './room';
import { isRoomPagePath } from '../shared/consult/protocol';
import { AdminDocument } from './layout/AdminDocument';
import { SiteDocument } from './layout/SiteDocument';
import { errorPageHtml } from './render/error-page';
import { requestRoutes, siteRoutes, unsubscribeRoutes, type SiteRouteOptions } from './site';
import type { PageDef } from './site-map/types';
import { notFound } from './render/not-found';
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

export type AppOptions = SiteRouteOptions & {
  /**
   * What Supabase's Send SMS hook hands sign-in codes to (the notifications area's sendLoginCode): with it the hook's
   * route is mounted; without it there is no such route, and codes stay with the auth server (decision 0028).
   */
  sendLoginCode?: LoginCodeSender;
};

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
    const headers = securityHeaders({
      formActionOrigins: authOrigin ? [authOrigin] : [],
      // The consultation room's page asks for the camera and microphone when the person presses Join.
      cameraAndMicrophone: isRoomPagePath(new URL(c.req.url).pathname),
    });
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
  });
  app.use(trimTrailingSlash());
  // A mail program's one-click unsubscribe POSTs from elsewhere by design; its signed token is the check.
  app.route('/', unsubscribeRoutes);
  // The messaging providers' webhooks (signed, or a secret in the path) and the stop link in a phone message.
  app.route('/', webhookRoutes);
  // Supabase's Send SMS hook calls from its own servers by design; its Standard Webhooks signature is the check.
  if (options.sendLoginCode) app.route('/', sendSmsHookRoutes(options.sendLoginCode));
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

  app.route('/', requestRoutes);
  app.route('/', patientAppointmentRoutes);
  // The consultation rooms (/consult/<reference>): the page, its forms, the ICE servers and the socket.
  app.route('/', roomRoutes);
  app.route('/', authRoutes);
  // The admin's screens say what they cost in D1 (npm run perf reads it at a provider's volume).
  app.use('/admin/*', meterD1<AppEnv>());
  app.route('/', adminRoutes);
  app.route('/', doctorRoutes);
  app.route('/', accountRoutes);
  app.route('/', receiptRoutes);
  app.route('/', rxRoutes);
  app.route('/', siteRoutes(options));
  app.notFound(notFound);

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
