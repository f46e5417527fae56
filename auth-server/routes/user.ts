/** GET /user, PUT /user and POST /logout. */
import type { Hono } from 'hono';
import type { AuthContext } from '../context.ts';
import { Errors } from '../errors.ts';
import { createFlowState, parsePkce } from '../flows.ts';
import { authenticate, clientIp, optObject, optString, readJson, redirectTarget, validateEmail } from '../http.ts';
import { sendAuthMail } from '../mail.ts';
import { hashPassword, verifyPassword } from '../passwords.ts';
import { sendPhoneChange } from '../phone.ts';
import { deleteSession, deleteUserSessions } from '../sessions.ts';
import { findUserByEmail, mergeMetadata, serializeUser, updateUser } from '../users.ts';

export function registerUser(app: Hono, ctx: AuthContext): void {
  app.get('/user', async (c) => {
    const { user } = await authenticate(c, ctx);
    return c.json(serializeUser(ctx.db, user));
  });

  app.put('/user', async (c) => {
    const auth = await authenticate(c, ctx);
    const body = await readJson(c, {
      email: 'string',
      password: 'string',
      data: 'object',
      app_metadata: 'object',
      phone: 'string',
      channel: 'string',
      nonce: 'string',
      code_challenge: 'string',
      code_challenge_method: 'string',
    });
    const { db, config } = ctx;
    if (body.app_metadata !== undefined && body.app_metadata !== null) throw Errors.notAdmin();
    let user = auth.user;

    const password = optString(body.password);
    if (password !== undefined) {
      if (password.length < config.minPasswordLength) throw Errors.weakPassword(config.minPasswordLength);
      if (user.encrypted_password && (await verifyPassword(password, user.encrypted_password)))
        throw Errors.samePassword();
      user = updateUser(db, user.id, { encrypted_password: await hashPassword(password) });
      // As Supabase Auth does: a password change signs out every other session.
      deleteUserSessions(db, user.id, auth.session.id);
    }

    const data = optObject(body.data);
    if (data) user = updateUser(db, user.id, { user_metadata: mergeMetadata(user.user_metadata, data) });

    const rawEmail = optString(body.email);
    if (rawEmail !== undefined && rawEmail.trim().toLowerCase() !== user.email) {
      const email = validateEmail(rawEmail);
      const taken = findUserByEmail(db, email);
      if (taken && taken.id !== user.id) throw Errors.emailExists();
      const pkce = parsePkce(body.code_challenge, body.code_challenge_method);
      const redirectTo = redirectTarget(ctx, c.req.query('redirect_to'));
      if (pkce) createFlowState(db, { userId: user.id, pkce, provider: 'email', authenticationMethod: 'email_change' });
      user = updateUser(db, user.id, { new_email: email });
      user = sendAuthMail(ctx, user, { type: 'email_change', redirectTo, pkce: Boolean(pkce), to: email });
    }
    const phone = optString(body.phone);
    if (phone !== undefined && phone !== '')
      user = await sendPhoneChange(ctx, user, { phone, channel: optString(body.channel) || 'sms', ip: clientIp(c) });
    return c.json(serializeUser(db, user));
  });

  app.post('/logout', async (c) => {
    const scope = c.req.query('scope') ?? 'global';
    if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
      throw Errors.validation(`Unsupported logout scope "${scope}"`);
    }
    const { user, session } = await authenticate(c, ctx);
    if (scope === 'local') deleteSession(ctx.db, session.id);
    else if (scope === 'others') deleteUserSessions(ctx.db, user.id, session.id);
    else deleteUserSessions(ctx.db, user.id);
    return c.body(null, 204);
  });
}
