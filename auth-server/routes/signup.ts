/** POST /signup and POST /resend. */
import crypto from 'node:crypto';
import type { Hono } from 'hono';
import type { AuthContext } from '../context.ts';
import { Errors } from '../errors.ts';
import { createFlowState, parsePkce } from '../flows.ts';
import { clientIp, optObject, optString, readJson, redirectTarget, validateEmail, type RateLimiter } from '../http.ts';
import { sendAuthMail } from '../mail.ts';
import { resendPhoneCode, validatePhone } from '../phone.ts';
import { hashPassword } from '../passwords.ts';
import { signIn } from '../sessions.ts';
import {
  confirmEmail,
  createEmailUser,
  findUserByEmail,
  findUserByPhone,
  now,
  serializeUser,
  type Json,
} from '../users.ts';

export function registerSignup(app: Hono, ctx: AuthContext, limiter: RateLimiter): void {
  app.post('/signup', async (c) => {
    limiter.check('signup', clientIp(c));
    const body = await readJson(c, {
      email: 'string',
      phone: 'string',
      password: 'string',
      data: 'object',
      code_challenge: 'string',
      code_challenge_method: 'string',
      gotrue_meta_security: 'object',
    });
    const { config, db } = ctx;
    if (config.disableSignup) throw Errors.signupDisabled();
    const password = optString(body.password) ?? '';
    if (password === '') throw Errors.validation('Signup requires a valid password', 422);
    if (password.length < config.minPasswordLength) throw Errors.weakPassword(config.minPasswordLength);
    if (!optString(body.email) && optString(body.phone)) {
      throw Errors.validation('Phone signups are disabled', 422);
    }
    const email = validateEmail(body.email);
    const pkce = parsePkce(body.code_challenge, body.code_challenge_method);
    const data = optObject(body.data) ?? {};
    const redirectTo = redirectTarget(ctx, c.req.query('redirect_to'));
    const encryptedPassword = await hashPassword(password);

    const existing = findUserByEmail(db, email);
    if (existing?.email_confirmed_at) {
      if (config.autoconfirm) throw Errors.userAlreadyExists();
      return c.json(lookAlikeUser(email, data));
    }
    if (existing) {
      // Unconfirmed: send the confirmation again; do not touch the account (the caller is not proven to own it).
      if (pkce)
        createFlowState(db, { userId: existing.id, pkce, provider: 'email', authenticationMethod: 'email/signup' });
      const user = sendAuthMail(ctx, existing, { type: 'signup', redirectTo, pkce: Boolean(pkce) });
      return c.json(serializeUser(db, user));
    }

    let user = createEmailUser(db, { email, encryptedPassword, data, identityInMetadata: true });
    if (config.autoconfirm) {
      user = confirmEmail(db, user);
      return c.json(await signIn(ctx, user, 'password'));
    }
    if (pkce) createFlowState(db, { userId: user.id, pkce, provider: 'email', authenticationMethod: 'email/signup' });
    user = sendAuthMail(ctx, user, { type: 'signup', redirectTo, pkce: Boolean(pkce) });
    return c.json(serializeUser(db, user));
  });

  app.post('/resend', async (c) => {
    limiter.check('signup', clientIp(c));
    const body = await readJson(c, {
      type: 'string',
      email: 'string',
      phone: 'string',
      code_challenge: 'string',
      code_challenge_method: 'string',
      gotrue_meta_security: 'object',
    });
    const type = optString(body.type);
    if (type !== 'signup' && type !== 'email_change' && type !== 'sms' && type !== 'phone_change') {
      throw Errors.validation('Missing one of these types: signup, email_change, sms, phone_change');
    }
    const rawEmail = optString(body.email) ?? '';
    const rawPhone = optString(body.phone) ?? '';
    // Supabase's checks, in its order.
    if (rawEmail === '' && type === 'signup') throw Errors.validation('Type provided requires an email address');
    if (rawPhone === '' && type === 'sms') throw Errors.validation('Type provided requires a phone number');
    if (rawEmail !== '' && rawPhone !== '')
      throw Errors.validation('Only an email address or phone number should be provided.');
    if (rawEmail === '' && rawPhone === '') throw Errors.validation('Missing email address or phone number');
    const email = rawEmail === '' ? null : validateEmail(rawEmail);
    const phone = email === null ? validatePhone(rawPhone) : '';
    const found = email === null ? findUserByPhone(ctx.db, phone) : findUserByEmail(ctx.db, email);
    if (type === 'sms' || type === 'phone_change')
      return c.json(await resendPhoneCode(ctx, { type, user: found, ip: clientIp(c) }));
    if (email === null) return c.json({}); // the e-mail types by phone are not served here
    const redirectTo = redirectTarget(ctx, c.req.query('redirect_to'));
    const user = found;
    if (user && type === 'signup' && !user.email_confirmed_at) {
      sendAuthMail(ctx, user, { type: 'signup', redirectTo, pkce: false });
    }
    return c.json({});
  });
}

/** What sign-up answers for an already confirmed address: indistinguishable from a new, unconfirmed user. */
function lookAlikeUser(email: string, data: Json): Json {
  const id = crypto.randomUUID();
  const at = now();
  return {
    id,
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: at,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: { ...data, sub: id, email, email_verified: false, phone_verified: false },
    identities: [],
    created_at: at,
    updated_at: at,
    is_anonymous: false,
  };
}
