/** POST /otp: a code to a phone (signInWithOtp({ phone })). E-mail magic links are not served by this server. */
import type { Hono } from 'hono';
import type { AuthContext } from '../context.ts';
import { Errors } from '../errors.ts';
import { clientIp, optObject, optString, readJson, type RateLimiter } from '../http.ts';
import { sendPhoneOtp } from '../phone.ts';

export function registerOtp(app: Hono, ctx: AuthContext, limiter: RateLimiter): void {
  app.post('/otp', async (c) => {
    const ip = clientIp(c);
    limiter.check('otp', ip);
    const body = await readJson(c, {
      email: 'string',
      phone: 'string',
      create_user: 'boolean',
      data: 'object',
      channel: 'string',
      code_challenge: 'string',
      code_challenge_method: 'string',
      gotrue_meta_security: 'object',
    });
    const email = optString(body.email) ?? '';
    const phone = optString(body.phone) ?? '';
    if (email !== '' && phone !== '')
      throw Errors.validation('Only an email address or phone number should be provided');
    if (email !== '') throw Errors.validation('Magic links are not served by the local auth server', 422);
    if (phone === '') throw Errors.validation('One of email or phone must be set');
    const result = await sendPhoneOtp(ctx, {
      phone,
      channel: optString(body.channel) || 'sms',
      createUser: body.create_user !== false,
      data: optObject(body.data) ?? {},
      ip,
    });
    return c.json(result);
  });
}
