/** POST /token with grant types password, refresh_token and pkce. */
import type { Hono } from 'hono';
import type { AuthContext } from '../context.ts';
import { ApiError, Errors } from '../errors.ts';
import { deleteFlow, findFlowByAuthCode, isFlowExpired, verifierMatches } from '../flows.ts';
import { clientIp, optString, readJson, type RateLimiter } from '../http.ts';
import { verifyPassword } from '../passwords.ts';
import { refresh, signIn, type AmrMethod } from '../sessions.ts';
import { findUserByEmail, findUserById, isBanned } from '../users.ts';

export function registerToken(app: Hono, ctx: AuthContext, limiter: RateLimiter): void {
  app.post('/token', async (c) => {
    const grantType = c.req.query('grant_type') ?? '';
    const ip = clientIp(c);
    switch (grantType) {
      case 'password': {
        limiter.check('token', ip);
        const body = await readJson(c, { email: 'string', phone: 'string', password: 'string' });
        const email = optString(body.email)?.trim().toLowerCase() ?? '';
        if (email === '' && !optString(body.phone)) throw Errors.validation('missing email or phone');
        const user = email ? findUserByEmail(ctx.db, email) : undefined;
        const ok = await verifyPassword(optString(body.password) ?? '', user?.encrypted_password);
        if (!user || !ok) throw Errors.invalidCredentials();
        if (!user.email_confirmed_at) throw Errors.emailNotConfirmed();
        if (isBanned(user)) throw Errors.userBanned();
        return c.json(await signIn(ctx, user, 'password'));
      }
      case 'refresh_token': {
        limiter.check('refresh', ip);
        const body = await readJson(c, { refresh_token: 'string' });
        const token = optString(body.refresh_token) ?? '';
        if (token === '') throw Errors.validation('refresh_token required');
        return c.json(await refresh(ctx, token));
      }
      case 'pkce': {
        limiter.check('token', ip);
        const body = await readJson(c, { auth_code: 'string', code_verifier: 'string' });
        const authCode = optString(body.auth_code) ?? '';
        const verifier = optString(body.code_verifier) ?? '';
        if (authCode === '' || verifier === '') throw Errors.pkceEmpty();
        const flow = findFlowByAuthCode(ctx.db, authCode);
        if (!flow?.user_id || flow.auth_code_issued_at_ms === null || flow.code_challenge === '') {
          throw Errors.flowStateNotFound();
        }
        if (isFlowExpired(flow, ctx.config.flowStateExpiry)) {
          deleteFlow(ctx.db, flow.id);
          throw Errors.flowStateExpired();
        }
        if (!verifierMatches(flow, verifier)) throw Errors.badCodeVerifier();
        const user = findUserById(ctx.db, flow.user_id);
        deleteFlow(ctx.db, flow.id);
        if (!user) throw Errors.flowStateNotFound();
        return c.json(await signIn(ctx, user, flow.authentication_method as AmrMethod));
      }
      default:
        throw new ApiError(
          400,
          'validation_failed',
          `unsupported_grant_type: grant type "${grantType}" is not supported`,
          {
            error: 'unsupported_grant_type',
          },
        );
    }
  });
}
