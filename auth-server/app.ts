/**
 * The API application: /auth/v1/* with CORS, the API-version header, API-key checks and the error format
 * of Supabase Auth. Browser-facing pages (email link, OAuth) need no key, as on a hosted project.
 */
import { Hono, type Context } from 'hono';
import { cors } from 'hono/cors';
import type { AuthContext } from './context.ts';
import { ApiError, Errors } from './errors.ts';
import { checkApiKey, RateLimiter } from './http.ts';
import { registerAdmin } from './routes/admin.ts';
import { registerMeta } from './routes/meta.ts';
import { registerOAuth } from './routes/oauth.ts';
import { registerOtp } from './routes/otp.ts';
import { registerSignup } from './routes/signup.ts';
import { registerToken } from './routes/token.ts';
import { registerUser } from './routes/user.ts';
import { registerVerify } from './routes/verify.ts';

export const API_VERSION = '2024-01-01';

/** Paths (under /auth/v1) reached by browsers or health checks without an API key. */
const OPEN_GET = new Set([
  '/verify',
  '/authorize',
  '/callback',
  '/stand-in/google',
  '/health',
  '/.well-known/jwks.json',
]);
const OPEN_POST = new Set(['/stand-in/google']);
/** Paths that also accept the key as an `apikey` query parameter. */
const QUERY_KEY = new Set(['/settings', '/health', '/.well-known/jwks.json']);

function onError(err: Error, c: Context, quiet: boolean): Response {
  if (err instanceof ApiError) return c.json(err.toJSON(), err.status as 400);
  if (!quiet) console.error(`[auth] unexpected error on ${c.req.method} ${c.req.path}: ${err.name}: ${err.message}`);
  return c.json({ code: 'unexpected_failure', message: 'Unexpected failure, please check the server logs' }, 500);
}

export function createApiApp(ctx: AuthContext): Hono {
  const limiter = new RateLimiter(ctx.config.rateLimitPerWindow, ctx.config.rateLimitWindow);
  const api = new Hono();

  api.use('*', async (c, next) => {
    await next();
    c.res.headers.set('X-Supabase-Api-Version', API_VERSION);
  });
  api.use(
    '*',
    cors({
      origin: (origin) => origin || '*',
      credentials: true,
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowHeaders: [
        'Accept',
        'Authorization',
        'Content-Type',
        'X-Client-IP',
        'X-Client-Info',
        'X-JWT-AUD',
        'x-use-cookie',
        'X-Supabase-Api-Version',
        'apikey',
      ],
      exposeHeaders: ['X-Total-Count', 'Link', 'X-Supabase-Api-Version'],
      maxAge: 300,
    }),
  );
  api.use('*', async (c, next) => {
    const path = c.req.path.replace(/^\/auth\/v1/, '') || '/';
    const open = (c.req.method === 'GET' && OPEN_GET.has(path)) || (c.req.method === 'POST' && OPEN_POST.has(path));
    const presented = c.req.header('apikey') ?? c.req.query('apikey');
    if (!open || presented) checkApiKey(c, QUERY_KEY.has(path));
    await next();
  });

  registerMeta(api, ctx);
  registerSignup(api, ctx, limiter);
  registerToken(api, ctx, limiter);
  registerUser(api, ctx);
  registerVerify(api, ctx, limiter);
  registerOtp(api, ctx, limiter);
  registerOAuth(api, ctx);
  registerAdmin(api, ctx);

  api.notFound((c) => c.json(Errors.notFound().toJSON(), 404));
  api.onError((err, c) => onError(err, c, ctx.config.quiet));

  const root = new Hono();
  root.route('/auth/v1', api);
  root.get('/', (c) => c.redirect('/auth/v1/health', 302));
  root.notFound((c) => c.json(Errors.notFound().toJSON(), 404));
  root.onError((err, c) => onError(err, c, ctx.config.quiet));
  return root;
}
