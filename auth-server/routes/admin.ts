/** Admin API (service-role key only): users create/get/update/delete/list, and generate_link. */
import type { Context, Hono } from 'hono';
import type { AuthContext } from '../context.ts';
import { transaction } from '../db.ts';
import { ApiError, Errors } from '../errors.ts';
import { createOneTimeToken, type OtpType } from '../flows.ts';
import { optObject, optString, readJson, redirectTarget, requireAdmin, validateEmail } from '../http.ts';
import { actionLink } from '../mail.ts';
import { validatePhone } from '../phone.ts';
import { hashPassword } from '../passwords.ts';
import { deleteUserSessions } from '../sessions.ts';
import {
  confirmEmail,
  countUsers,
  createEmailUser,
  createEmailUserRow,
  deleteUser,
  findUserByEmail,
  findUserById,
  findUserByPhone,
  listIdentities,
  listUsers,
  mergeMetadata,
  now,
  serializeUser,
  updateIdentity,
  updateUser,
  type Json,
  type User,
} from '../users.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Go-style durations as Supabase accepts for ban_duration: "24h", "1h30m", "90s", or "none". */
function parseBanDuration(value: string): number | null {
  if (value === 'none') return null;
  const match = /^(?:(\d+(?:\.\d+)?)h)?(?:(\d+(?:\.\d+)?)m)?(?:(\d+(?:\.\d+)?)s)?$/.exec(value);
  if (!value || !match) throw Errors.validation('ban_duration must be "none" or a duration like "24h", "30m" or "90s"');
  const [, h, m, s] = match;
  return (Number(h ?? 0) * 3600 + Number(m ?? 0) * 60 + Number(s ?? 0)) * 1000;
}

function loadUser(c: Context, ctx: AuthContext): User {
  const id = c.req.param('id') ?? '';
  if (!UUID.test(id)) throw new ApiError(404, 'validation_failed', 'user_id must be an UUID');
  const user = findUserById(ctx.db, id.toLowerCase());
  if (!user) throw Errors.userNotFound();
  return user;
}

const USER_FIELDS = {
  email: 'string',
  phone: 'string',
  password: 'string',
  email_confirm: 'boolean',
  phone_confirm: 'boolean',
  user_metadata: 'object',
  app_metadata: 'object',
  ban_duration: 'string',
  role: 'string',
  id: 'string',
} as const;

/** An admin's phone and phone_confirm: the number in Supabase's form (no "+"), confirmed when asked. */
function applyPhone(ctx: AuthContext, user: User, body: Json): User {
  const raw = optString(body.phone);
  let next = user;
  if (raw !== undefined && raw !== '') {
    const phone = validatePhone(raw);
    const taken = findUserByPhone(ctx.db, phone);
    if (taken && taken.id !== user.id)
      throw new ApiError(422, 'phone_exists', 'A user with this phone number has already been registered');
    if (phone !== user.phone) next = updateUser(ctx.db, user.id, { phone, phone_confirmed_at: null });
  }
  if (body.phone_confirm === true && next.phone !== '' && !next.phone_confirmed_at)
    next = updateUser(ctx.db, next.id, { phone_confirmed_at: now() });
  return next;
}

export function registerAdmin(app: Hono, ctx: AuthContext): void {
  app.use('/admin/*', async (c, next) => {
    await requireAdmin(c, ctx);
    await next();
  });

  app.post('/admin/users', async (c) => {
    const body = await readJson(c, USER_FIELDS);
    const { db, config } = ctx;
    const email = validateEmail(body.email);
    if (findUserByEmail(db, email)) throw Errors.emailExists();
    const password = optString(body.password);
    if (password !== undefined && password.length < config.minPasswordLength)
      throw Errors.weakPassword(config.minPasswordLength);
    let user = createEmailUser(db, {
      email,
      encryptedPassword: password ? await hashPassword(password) : '',
      data: optObject(body.user_metadata) ?? {},
      appMetadata: optObject(body.app_metadata) ?? {},
      confirmedAt: body.email_confirm === true ? now() : null,
    });
    user = applyPhone(ctx, user, body);
    const ban = optString(body.ban_duration);
    if (ban !== undefined) {
      const ms = parseBanDuration(ban);
      user = updateUser(db, user.id, { banned_until: ms === null ? null : new Date(Date.now() + ms).toISOString() });
    }
    return c.json(serializeUser(db, user));
  });

  app.get('/admin/users', (c) => {
    const page = c.req.query('page') ? Number(c.req.query('page')) : 1;
    const perPage = c.req.query('per_page') ? Number(c.req.query('per_page')) : 50;
    if (!Number.isInteger(page) || page < 1 || !Number.isInteger(perPage) || perPage < 1 || perPage > 1000) {
      throw Errors.validation('Bad Pagination Parameters: page must be >= 1, per_page between 1 and 1000');
    }
    const total = countUsers(ctx.db);
    const users = listUsers(ctx.db, (page - 1) * perPage, perPage).map((u) => serializeUser(ctx.db, u));
    const links: string[] = [];
    const link = (p: number) => `</auth/v1/admin/users?page=${p}&per_page=${perPage}>`;
    if (total > page * perPage) links.push(`${link(page + 1)}; rel="next"`);
    links.push(`${link(Math.ceil(total / perPage))}; rel="last"`);
    c.header('X-Total-Count', String(total));
    c.header('Link', links.join(', '));
    return c.json({ users, aud: 'authenticated' });
  });

  app.get('/admin/users/:id', (c) => c.json(serializeUser(ctx.db, loadUser(c, ctx))));

  app.put('/admin/users/:id', async (c) => {
    const loaded = loadUser(c, ctx);
    const body = await readJson(c, USER_FIELDS);
    const { db, config } = ctx;
    const rawEmail = optString(body.email);
    const email =
      rawEmail !== undefined && rawEmail.trim().toLowerCase() !== loaded.email ? validateEmail(rawEmail) : undefined;
    if (email !== undefined) {
      const taken = findUserByEmail(db, email);
      if (taken && taken.id !== loaded.id) throw Errors.emailExists();
    }
    const password = optString(body.password);
    if (password !== undefined && password.length < config.minPasswordLength)
      throw Errors.weakPassword(config.minPasswordLength);
    const encryptedPassword = password === undefined ? undefined : await hashPassword(password);
    const ban = optString(body.ban_duration);
    const banMs = ban === undefined ? undefined : parseBanDuration(ban);
    // Every change of one request lands together or not at all.
    const user = transaction(db, () => {
      let user = loaded;
      if (email !== undefined) {
        for (const identity of listIdentities(db, user.id)) {
          if (identity.provider === 'email')
            updateIdentity(db, identity.id, { email, data: { ...identity.identity_data, email } });
        }
        const metadata = 'email' in user.user_metadata ? { ...user.user_metadata, email } : user.user_metadata;
        user = updateUser(db, user.id, { email, new_email: null, user_metadata: metadata });
      }
      if (encryptedPassword !== undefined) user = updateUser(db, user.id, { encrypted_password: encryptedPassword });
      const userMetadata = optObject(body.user_metadata);
      if (userMetadata)
        user = updateUser(db, user.id, { user_metadata: mergeMetadata(user.user_metadata, userMetadata) });
      const appMetadata = optObject(body.app_metadata);
      if (appMetadata) user = updateUser(db, user.id, { app_metadata: mergeMetadata(user.app_metadata, appMetadata) });
      if (body.email_confirm === true) user = confirmEmail(db, user);
      user = applyPhone(ctx, user, body);
      if (banMs !== undefined) {
        user = updateUser(db, user.id, {
          banned_until: banMs === null ? null : new Date(Date.now() + banMs).toISOString(),
        });
        if (banMs !== null) deleteUserSessions(db, user.id);
      }
      return user;
    });
    return c.json(serializeUser(db, user));
  });

  app.delete('/admin/users/:id', (c) => {
    const user = loadUser(c, ctx);
    deleteUser(ctx.db, user.id);
    return c.json({});
  });

  const LINK_TYPES = ['signup', 'invite', 'magiclink', 'recovery', 'email_change_current', 'email_change_new'] as const;
  type LinkType = (typeof LINK_TYPES)[number];

  app.post('/admin/generate_link', async (c) => {
    const body = await readJson(c, {
      type: 'string',
      email: 'string',
      new_email: 'string',
      password: 'string',
      data: 'object',
      redirect_to: 'string',
    });
    const { db, config } = ctx;
    const type = optString(body.type) ?? '';
    if (!LINK_TYPES.includes(type as LinkType)) {
      throw Errors.validation(`Invalid email action link type requested (supported: ${LINK_TYPES.join(', ')})`);
    }
    const linkType = type as LinkType;
    const email = validateEmail(body.email);
    const redirectTo = redirectTarget(ctx, optString(body.redirect_to) ?? c.req.query('redirect_to'));
    let user = findUserByEmail(db, email);
    const isEmailChange = linkType === 'email_change_current' || linkType === 'email_change_new';
    let newEmail: string | undefined;
    if (isEmailChange) {
      if (!user) throw Errors.userNotFound();
      newEmail = validateEmail(body.new_email);
      const taken = findUserByEmail(db, newEmail);
      if (taken && taken.id !== user.id) throw Errors.emailExists();
    }
    let encryptedPassword = '';
    if (linkType === 'signup' || linkType === 'invite') {
      if (user?.email_confirmed_at) throw Errors.emailExists();
      const password = optString(body.password) ?? '';
      if (!user && linkType === 'signup' && password.length < config.minPasswordLength)
        throw Errors.weakPassword(config.minPasswordLength);
      if (!user && password) encryptedPassword = await hashPassword(password);
    } else if (!user) {
      throw Errors.userNotFound();
    }
    // The account (when new), its token and the sent-at mark are written together.
    const otpType: OtpType = isEmailChange ? 'email_change' : (linkType as OtpType);
    const { tokenHash, otp } = transaction(db, () => {
      if (!user) {
        user = createEmailUserRow(db, {
          email,
          encryptedPassword,
          data: optObject(body.data) ?? {},
          invitedAt: linkType === 'invite' ? now() : null,
        });
      }
      if (newEmail !== undefined) user = updateUser(db, user.id, { new_email: newEmail, email_change_sent_at: now() });
      // An email change is confirmed with one link here (see the README), which verifies against the new address.
      const token = createOneTimeToken(db, { userId: user.id, type: otpType, email: newEmail ?? email, pkce: false });
      const column =
        linkType === 'signup'
          ? 'confirmation_sent_at'
          : linkType === 'invite'
            ? 'invited_at'
            : linkType === 'recovery' || linkType === 'magiclink'
              ? 'recovery_sent_at'
              : null;
      if (column) user = updateUser(db, user.id, { [column]: now() });
      return token;
    });
    user = user!;
    return c.json({
      ...serializeUser(db, user),
      action_link: actionLink(ctx, tokenHash, otpType, redirectTo),
      email_otp: otp,
      hashed_token: tokenHash,
      verification_type: linkType,
      redirect_to: redirectTo,
    });
  });
}
