/** Admin API through supabase-js's admin client, plus raw checks of status codes and headers. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminClient,
  api,
  client,
  fragmentParams,
  json,
  startTestServer,
  uniqueEmail,
  type RunningAuthServer,
} from './helpers.ts';

let server: RunningAuthServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const adminHeaders = () => ({ apikey: server.serviceRoleKey, Authorization: `Bearer ${server.serviceRoleKey}` });

describe('admin users', () => {
  it('creates (200, not 201), gets, updates with shallow merges, and deletes a user', async () => {
    const admin = adminClient(server);
    const email = uniqueEmail('admin-crud');
    const raw = await api(server, '/admin/users', {
      method: 'POST',
      headers: adminHeaders(),
      body: JSON.stringify({
        email,
        password: 'secret-123',
        email_confirm: true,
        user_metadata: { full_name: 'Kiran', keep: 1 },
        app_metadata: { role: 'doctor', team: 'a' },
      }),
    });
    expect(raw.status).toBe(200);
    const created = await json(raw);
    expect(created).toMatchObject({
      email,
      aud: 'authenticated',
      role: 'authenticated',
      app_metadata: { provider: 'email', providers: ['email'], role: 'doctor', team: 'a' },
      // No identity fields: GoTrue copies those into user_metadata on /signup only.
      user_metadata: { full_name: 'Kiran', keep: 1 },
    });
    expect(created.user_metadata).not.toHaveProperty('email_verified');
    expect(created.email_confirmed_at).toBeTruthy();

    const got = await admin.auth.admin.getUserById(created.id);
    expect(got.error).toBeNull();
    expect(got.data.user?.email).toBe(email);

    const updated = await admin.auth.admin.updateUserById(created.id, {
      app_metadata: { role: 'admin', team: null },
      user_metadata: { full_name: 'Kiran K' },
    });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.app_metadata).toEqual({ provider: 'email', providers: ['email'], role: 'admin' });
    expect(updated.data.user?.user_metadata).toMatchObject({ full_name: 'Kiran K', keep: 1 });

    const signIn = await client(server).auth.signInWithPassword({ email, password: 'secret-123' });
    expect(signIn.data.user?.app_metadata.role).toBe('admin');

    const del = await api(server, `/admin/users/${created.id}`, { method: 'DELETE', headers: adminHeaders() });
    expect(del.status).toBe(200);
    expect(await json(del)).toEqual({});
    const gone = await admin.auth.admin.getUserById(created.id);
    expect(gone.error?.status).toBe(404);
    expect(gone.error?.code).toBe('user_not_found');
    // Its sessions are gone with it.
    const user = await api(server, '/user', {
      headers: { Authorization: `Bearer ${signIn.data.session!.access_token}` },
    });
    expect(user.status).toBe(403);
  });

  it('refuses a duplicate email, a weak password and a bad id', async () => {
    const admin = adminClient(server);
    const dup = await admin.auth.admin.createUser({ email: 'admin@example.com', password: 'secret-123' });
    expect(dup.error?.status).toBe(422);
    expect(dup.error?.code).toBe('email_exists');
    const weak = await admin.auth.admin.createUser({ email: uniqueEmail(), password: '123' });
    expect(weak.error?.code).toBe('weak_password');
    const badId = await api(server, '/admin/users/not-a-uuid', { headers: adminHeaders() });
    expect(badId.status).toBe(404);
    const unknown = await api(server, '/admin/users/00000000-0000-4000-8000-000000000000', {
      method: 'PUT',
      headers: adminHeaders(),
      body: '{}',
    });
    expect(unknown.status).toBe(404);
    expect((await json(unknown)).code).toBe('user_not_found');
  });

  it('bans and unbans', async () => {
    const admin = adminClient(server);
    const email = uniqueEmail('ban');
    const { data } = await admin.auth.admin.createUser({ email, password: 'secret-123', email_confirm: true });
    const banned = await admin.auth.admin.updateUserById(data.user!.id, { ban_duration: '24h' });
    expect(banned.data.user?.banned_until).toBeTruthy();
    const refused = await client(server).auth.signInWithPassword({ email, password: 'secret-123' });
    expect(refused.error?.code).toBe('user_banned');
    await admin.auth.admin.updateUserById(data.user!.id, { ban_duration: 'none' });
    expect((await client(server).auth.signInWithPassword({ email, password: 'secret-123' })).error).toBeNull();
  });

  it('lists users with X-Total-Count and Link headers, newest first, paginated', async () => {
    const admin = adminClient(server);
    let last = '';
    for (let i = 0; i < 3; i++) {
      last = uniqueEmail('list');
      await admin.auth.admin.createUser({ email: last, password: 'secret-123' });
    }
    const newest = await admin.auth.admin.listUsers({ page: 1, perPage: 1 });
    expect(newest.data.users[0].email).toBe(last);
    const all = await api(server, '/admin/users', { headers: adminHeaders() });
    expect(all.status).toBe(200);
    const total = Number(all.headers.get('x-total-count'));
    expect(total).toBeGreaterThanOrEqual(6);
    const body = await json(all);
    expect(body.aud).toBe('authenticated');
    expect(body.users).toHaveLength(total);
    expect(all.headers.get('link')).toBe(`</auth/v1/admin/users?page=1&per_page=50>; rel="last"`);

    const page = await api(server, '/admin/users?page=1&per_page=2', { headers: adminHeaders() });
    const link = page.headers.get('link')!;
    expect(link).toContain('page=2&per_page=2>; rel="next"');
    expect(link).toContain(`page=${Math.ceil(total / 2)}&per_page=2>; rel="last"`);
    expect(page.headers.get('access-control-expose-headers')).toContain('X-Total-Count');

    const viaClient = await admin.auth.admin.listUsers({ page: 1, perPage: 2 });
    expect(viaClient.error).toBeNull();
    expect(viaClient.data.users).toHaveLength(2);
    expect('total' in viaClient.data && viaClient.data.total).toBe(total);
    expect('nextPage' in viaClient.data && viaClient.data.nextPage).toBe(2);

    const seen = new Set<string>();
    for (let p = 1; p <= Math.ceil(total / 2); p++) {
      const { data } = await admin.auth.admin.listUsers({ page: p, perPage: 2 });
      for (const u of data.users) seen.add(u.id);
    }
    expect(seen.size).toBe(total);

    const bad = await api(server, '/admin/users?page=0', { headers: adminHeaders() });
    expect(bad.status).toBe(400);
  });

  it('requires the service-role key as Bearer', async () => {
    const none = await api(server, '/admin/users', { headers: { apikey: server.serviceRoleKey } });
    expect(none.status).toBe(401);
    expect(await json(none)).toEqual({
      code: 'no_authorization',
      message: 'This endpoint requires a valid Bearer token',
    });

    const anon = await api(server, '/admin/users', { headers: { Authorization: `Bearer ${server.publishableKey}` } });
    expect(anon.status).toBe(403);
    expect(await json(anon)).toEqual({ code: 'not_admin', message: 'User not allowed' });

    const session = await client(server).auth.signInWithPassword({
      email: 'admin@example.com',
      password: 'admin-dev-password',
    });
    const asUser = await api(server, '/admin/users', {
      headers: { Authorization: `Bearer ${session.data.session!.access_token}` },
    });
    expect(asUser.status).toBe(403);
    expect((await json(asUser)).code).toBe('not_admin');

    const viaAnonClient = await client(server).auth.admin.listUsers();
    expect(viaAnonClient.error?.code).toBe('not_admin');

    const forged = await api(server, '/admin/users', { headers: { Authorization: 'Bearer abc.def.ghi' } });
    expect(forged.status).toBe(403);
    expect((await json(forged)).code).toBe('bad_jwt');
  });
});

describe('admin generate_link', () => {
  it('returns the user plus link properties; the link verifies', async () => {
    const admin = adminClient(server);
    const email = uniqueEmail('gen');
    const { data, error } = await admin.auth.admin.generateLink({
      type: 'signup',
      email,
      password: 'secret-123',
      options: { data: { full_name: 'Gen' }, redirectTo: 'http://localhost:8787/welcome' },
    });
    expect(error).toBeNull();
    const user = data.user!;
    const properties = data.properties!;
    expect(user.email).toBe(email);
    expect(user.user_metadata.full_name).toBe('Gen');
    expect(properties.verification_type).toBe('signup');
    expect(properties.redirect_to).toBe('http://localhost:8787/welcome');
    expect(properties.email_otp).toMatch(/^\d{6}$/);
    expect(properties.hashed_token).toBeTruthy();
    const link = new URL(properties.action_link);
    expect(link.pathname).toBe('/auth/v1/verify');
    expect(link.searchParams.get('token')).toBe(properties.hashed_token);

    const res = await fetch(properties.action_link, { redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(fragmentParams(res.headers.get('location')!).get('access_token')).toBeTruthy();
    expect((await client(server).auth.signInWithPassword({ email, password: 'secret-123' })).error).toBeNull();
  });

  it('makes recovery, magic-link and invite links; unknown users and types are refused', async () => {
    const admin = adminClient(server);
    const recovery = await admin.auth.admin.generateLink({ type: 'recovery', email: 'patient@example.com' });
    expect(recovery.error).toBeNull();
    const verified = await client(server).auth.verifyOtp({
      token_hash: recovery.data.properties!.hashed_token,
      type: 'recovery',
    });
    expect(verified.error).toBeNull();

    const magic = await admin.auth.admin.generateLink({ type: 'magiclink', email: 'doctor@example.com' });
    const byCode = await client(server).auth.verifyOtp({
      email: 'doctor@example.com',
      token: magic.data.properties!.email_otp,
      type: 'magiclink',
    });
    expect(byCode.error).toBeNull();

    const invitee = uniqueEmail('invite');
    const invite = await admin.auth.admin.generateLink({ type: 'invite', email: invitee });
    expect(invite.error).toBeNull();
    expect(invite.data.user?.invited_at).toBeTruthy();
    const accepted = await client(server).auth.verifyOtp({
      token_hash: invite.data.properties!.hashed_token,
      type: 'invite',
    });
    expect(accepted.data.user?.email_confirmed_at).toBeTruthy();

    const unknown = await admin.auth.admin.generateLink({ type: 'recovery', email: 'ghost@example.org' });
    expect(unknown.error?.status).toBe(404);
    const badType = await api(server, '/admin/generate_link', {
      method: 'POST',
      headers: adminHeaders(),
      body: JSON.stringify({ type: 'teleport', email: invitee }),
    });
    expect(badType.status).toBe(400);
    expect((await json(badType)).code).toBe('validation_failed');
  });
});
