/** Email + password: sign-up with confirmation, sign-in, user, refresh, sign-out, OTP verify, look-alike, limits. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  client,
  fragmentParams,
  json,
  latestMail,
  linkIn,
  otpIn,
  sleep,
  startTestServer,
  uniqueEmail,
  type RunningAuthServer,
} from './helpers.ts';

let server: RunningAuthServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('sign-up with email confirmation (on by default)', () => {
  it('returns the bare user, mails a link, refuses sign-in until confirmed, then signs in', async () => {
    const supabase = client(server);
    const email = uniqueEmail('signup');
    const { data, error } = await supabase.auth.signUp({
      email,
      password: 'secret-123',
      options: { data: { full_name: 'Asha Rao', role: 'patient' }, emailRedirectTo: 'http://localhost:8787/welcome' },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    const user = data.user!;
    expect(user.email).toBe(email);
    expect(user.aud).toBe('authenticated');
    expect(user.role).toBe('authenticated');
    expect(user.phone).toBe('');
    expect(user.confirmation_sent_at).toBeTruthy();
    expect(user.email_confirmed_at).toBeUndefined();
    expect(user.confirmed_at).toBeUndefined();
    expect(user.is_anonymous).toBe(false);
    expect(user.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    expect(user.user_metadata).toEqual({
      full_name: 'Asha Rao',
      role: 'patient',
      sub: user.id,
      email,
      email_verified: false,
      phone_verified: false,
    });
    expect(user.identities).toHaveLength(1);
    const identity = user.identities![0];
    expect(identity).toMatchObject({ provider: 'email', user_id: user.id, id: user.id, email });
    expect(identity.identity_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(identity.identity_data).toMatchObject({ sub: user.id, email, email_verified: false });

    const early = await supabase.auth.signInWithPassword({ email, password: 'secret-123' });
    expect(early.error?.status).toBe(400);
    expect(early.error?.code).toBe('email_not_confirmed');
    expect(early.error?.message).toBe('Email not confirmed');

    const mail = await latestMail(server, email);
    expect(mail.Subject).toBe('Confirm Your Signup');
    expect(mail.HTML).toContain('href=');
    const link = linkIn(mail);
    const url = new URL(link);
    expect(url.pathname).toBe('/auth/v1/verify');
    expect(url.searchParams.get('type')).toBe('signup');
    expect(url.searchParams.get('redirect_to')).toBe('http://localhost:8787/welcome');

    // An implicit-flow link: 303 to redirect_to with the session in the fragment.
    const res = await fetch(link, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const location = res.headers.get('location')!;
    expect(location.startsWith('http://localhost:8787/welcome#')).toBe(true);
    const fragment = fragmentParams(location);
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('type')).toBe('signup');
    expect(Number(fragment.get('expires_in'))).toBe(3600);
    expect(fragment.get('access_token')).toBeTruthy();
    expect(fragment.get('refresh_token')).toBeTruthy();

    // The link works once.
    const again = await fetch(link, { redirect: 'manual' });
    expect(again.status).toBe(303);
    expect(fragmentParams(again.headers.get('location')!).get('error_code')).toBe('otp_expired');

    const signIn = await supabase.auth.signInWithPassword({ email, password: 'secret-123' });
    expect(signIn.error).toBeNull();
    const session = signIn.data.session!;
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(3600);
    expect(Math.abs(session.expires_at! - (Math.floor(Date.now() / 1000) + 3600))).toBeLessThan(5);
    expect(session.user.email_confirmed_at).toBeTruthy();
    expect(session.user.confirmed_at).toBe(session.user.email_confirmed_at);
    expect(session.user.last_sign_in_at).toBeTruthy();
    expect(session.user.user_metadata.email_verified).toBe(true);

    const got = await supabase.auth.getUser();
    expect(got.error).toBeNull();
    expect(got.data.user?.id).toBe(user.id);

    const refreshed = await supabase.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(session.refresh_token);
    expect(refreshed.data.user?.id).toBe(user.id);

    const out = await supabase.auth.signOut();
    expect(out.error).toBeNull();
    const afterOut = await client(server).auth.refreshSession({ refresh_token: refreshed.data.session!.refresh_token });
    expect(afterOut.error?.code).toBe('refresh_token_not_found');
  });

  it('signs in with the wrong or missing password or an unknown email: invalid_credentials', async () => {
    const supabase = client(server);
    for (const creds of [
      { email: 'admin@example.com', password: 'wrong-password' },
      { email: 'nobody@example.org', password: 'whatever-123' },
      { email: 'admin@example.com', password: '' },
    ]) {
      const { data, error } = await supabase.auth.signInWithPassword(creds);
      expect(data.session).toBeNull();
      expect(error?.status).toBe(400);
      expect(error?.code).toBe('invalid_credentials');
      expect(error?.message).toBe('Invalid login credentials');
    }
  });

  it('signs in the seeded accounts with their roles in app_metadata', async () => {
    for (const [email, password, role] of [
      ['admin@example.com', 'admin-dev-password', 'admin'],
      ['doctor@example.com', 'doctor-dev-password', 'doctor'],
      ['patient@example.com', 'patient-dev-password', 'patient'],
    ]) {
      const { data, error } = await client(server).auth.signInWithPassword({ email, password });
      expect(error).toBeNull();
      expect(data.user?.app_metadata.role).toBe(role);
      expect(data.user?.email_confirmed_at).toBeTruthy();
    }
  });

  it('answers a sign-up for a confirmed address with a look-alike user and sends no mail', async () => {
    const before = (await (await fetch(`${server.inboxUrl}/api/v1/search?query=to:admin@example.com`)).json()) as {
      total: number;
    };
    const { data, error } = await client(server).auth.signUp({ email: 'admin@example.com', password: 'another-pass' });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    const user = data.user!;
    expect(user.email).toBe('admin@example.com');
    expect(user.identities).toEqual([]);
    expect(user.email_confirmed_at).toBeUndefined();
    expect(user.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    const admin = await client(server).auth.signInWithPassword({
      email: 'admin@example.com',
      password: 'admin-dev-password',
    });
    expect(user.id).not.toBe(admin.data.user?.id);
    const after = (await (await fetch(`${server.inboxUrl}/api/v1/search?query=to:admin@example.com`)).json()) as {
      total: number;
    };
    expect(after.total).toBe(before.total);
  });

  it('mails again for an unconfirmed address, but not sooner than the resend interval', async () => {
    const email = uniqueEmail('resend');
    const first = await client(server).auth.signUp({ email, password: 'secret-123' });
    expect(first.error).toBeNull();
    const tooSoon = await client(server).auth.signUp({ email, password: 'secret-123' });
    expect(tooSoon.error?.status).toBe(429);
    expect(tooSoon.error?.code).toBe('over_email_send_rate_limit');
    expect(tooSoon.error?.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);
    await sleep(2100);
    const later = await client(server).auth.signUp({ email, password: 'secret-123' });
    expect(later.error).toBeNull();
    expect(later.data.user?.id).toBe(first.data.user?.id);
    const list = (await (await fetch(`${server.inboxUrl}/api/v1/search?query=to:${email}`)).json()) as {
      total: number;
    };
    expect(list.total).toBe(2);
  });

  it('rejects a weak password and an invalid email with the contract errors', async () => {
    const weak = await client(server).auth.signUp({ email: uniqueEmail(), password: '12345' });
    expect(weak.error?.status).toBe(422);
    expect(weak.error?.code).toBe('weak_password');
    expect(weak.error?.message).toBe('Password should be at least 6 characters.');
    expect((weak.error as unknown as { reasons: string[] }).reasons).toEqual(['length']);

    const raw = await api(server, '/signup', {
      method: 'POST',
      body: JSON.stringify({ email: uniqueEmail(), password: '123' }),
    });
    expect(raw.status).toBe(422);
    expect(await json(raw)).toEqual({
      code: 'weak_password',
      message: 'Password should be at least 6 characters.',
      weak_password: { reasons: ['length'] },
    });

    const bad = await client(server).auth.signUp({ email: 'not-an-email', password: 'secret-123' });
    expect(bad.error?.status).toBe(400);
    expect(bad.error?.code).toBe('validation_failed');
    expect(bad.error?.message).toBe('Unable to validate email address: invalid format');
  });

  it('verifies with the 6-digit code (verifyOtp with email + token) and with token_hash', async () => {
    const email = uniqueEmail('otp');
    await client(server).auth.signUp({ email, password: 'secret-123' });
    const mail = await latestMail(server, email);
    const wrong = await client(server).auth.verifyOtp({
      email,
      token: '000000' === otpIn(mail) ? '111111' : '000000',
      type: 'signup',
    });
    expect(wrong.error?.status).toBe(403);
    expect(wrong.error?.code).toBe('otp_expired');
    expect(wrong.error?.message).toBe('Token has expired or is invalid');

    const { data, error } = await client(server).auth.verifyOtp({ email, token: otpIn(mail), type: 'email' });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeTruthy();

    // token_hash: a recovery link's hash used through verifyOtp.
    await client(server).auth.resetPasswordForEmail(email, { redirectTo: 'http://localhost:8787/reset-password' });
    const recovery = await latestMail(server, email);
    expect(recovery.Subject).toBe('Reset Your Password');
    const hash = new URL(linkIn(recovery)).searchParams.get('token')!;
    const viaHash = await client(server).auth.verifyOtp({ token_hash: hash, type: 'recovery' });
    expect(viaHash.error).toBeNull();
    expect(viaHash.data.session?.user.email).toBe(email);
    const reused = await client(server).auth.verifyOtp({ token_hash: hash, type: 'recovery' });
    expect(reused.error?.code).toBe('otp_expired');
  });

  it('answers recover with 200 {} for unknown emails too', async () => {
    const res = await api(server, '/recover', {
      method: 'POST',
      body: JSON.stringify({ email: 'unknown-person@example.org' }),
    });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({});
    const { error } = await client(server).auth.resetPasswordForEmail('unknown-person@example.org');
    expect(error).toBeNull();
    const list = (await (
      await fetch(`${server.inboxUrl}/api/v1/search?query=to:unknown-person@example.org`)
    ).json()) as { total: number };
    expect(list.total).toBe(0);
  });

  it('updates the user: metadata merges shallowly, null deletes, app_metadata is refused, password changes', async () => {
    const email = uniqueEmail('update');
    const admin = await fetch(`${server.apiUrl}/auth/v1/admin/users`, {
      method: 'POST',
      headers: {
        apikey: server.serviceRoleKey,
        Authorization: `Bearer ${server.serviceRoleKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ email, password: 'secret-123', email_confirm: true, user_metadata: { a: 1, b: 2 } }),
    });
    expect(admin.status).toBe(200);
    const supabase = client(server);
    await supabase.auth.signInWithPassword({ email, password: 'secret-123' });
    const merged = await supabase.auth.updateUser({ data: { b: null, c: 3 } });
    expect(merged.error).toBeNull();
    expect(merged.data.user?.user_metadata).toMatchObject({ a: 1, c: 3 });
    expect(merged.data.user?.user_metadata).not.toHaveProperty('b');

    const session = (await supabase.auth.getSession()).data.session!;
    const forbidden = await api(server, '/user', {
      method: 'PUT',
      headers: { Authorization: `Bearer ${session.access_token}` },
      body: JSON.stringify({ app_metadata: { role: 'admin' } }),
    });
    expect(forbidden.status).toBe(403);
    expect((await json(forbidden)).code).toBe('not_admin');

    const same = await supabase.auth.updateUser({ password: 'secret-123' });
    expect(same.error?.code).toBe('same_password');
    const weak = await supabase.auth.updateUser({ password: '123' });
    expect(weak.error?.code).toBe('weak_password');
    const changed = await supabase.auth.updateUser({ password: 'new-secret-456' });
    expect(changed.error).toBeNull();
    expect((await client(server).auth.signInWithPassword({ email, password: 'secret-123' })).error?.code).toBe(
      'invalid_credentials',
    );
    expect((await client(server).auth.signInWithPassword({ email, password: 'new-secret-456' })).error).toBeNull();
  });

  it('changes the email after the new address confirms', async () => {
    const email = uniqueEmail('old');
    const next = uniqueEmail('new');
    await adminCreate(email);
    const supabase = client(server);
    await supabase.auth.signInWithPassword({ email, password: 'secret-123' });
    const { data, error } = await supabase.auth.updateUser({ email: next });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.new_email).toBe(next);
    const mail = await latestMail(server, next);
    expect(mail.Subject).toBe('Confirm Email Change');
    const res = await fetch(linkIn(mail), { redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(fragmentParams(res.headers.get('location')!).get('access_token')).toBeTruthy();
    const signIn = await client(server).auth.signInWithPassword({ email: next, password: 'secret-123' });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user?.new_email).toBeUndefined();
  });
});

async function adminCreate(email: string) {
  const res = await fetch(`${server.apiUrl}/auth/v1/admin/users`, {
    method: 'POST',
    headers: {
      apikey: server.serviceRoleKey,
      Authorization: `Bearer ${server.serviceRoleKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ email, password: 'secret-123', email_confirm: true }),
  });
  expect(res.status).toBe(200);
}

describe('instance settings', () => {
  it('autoconfirm on: sign-up returns a session; a second sign-up is user_already_exists', async () => {
    const auto = await startTestServer({ autoconfirm: true });
    try {
      const email = uniqueEmail('auto');
      const first = await client(auto).auth.signUp({ email, password: 'secret-123' });
      expect(first.error).toBeNull();
      expect(first.data.session?.access_token).toBeTruthy();
      expect(first.data.user?.email_confirmed_at).toBeTruthy();
      const second = await client(auto).auth.signUp({ email, password: 'secret-123' });
      expect(second.error?.status).toBe(422);
      expect(second.error?.code).toBe('user_already_exists');
      expect(second.error?.message).toBe('User already registered');
    } finally {
      await auto.close();
    }
  });

  it('sign-ups disabled: signup_disabled', async () => {
    const closed = await startTestServer({ disableSignup: true });
    try {
      const { error } = await client(closed).auth.signUp({ email: uniqueEmail(), password: 'secret-123' });
      expect(error?.status).toBe(422);
      expect(error?.code).toBe('signup_disabled');
      expect(error?.message).toBe('Signups not allowed for this instance');
      const settings = await json(await api(closed, '/settings'));
      expect(settings.disable_signup).toBe(true);
    } finally {
      await closed.close();
    }
  });

  it('a configured minimum password length applies', async () => {
    const strict = await startTestServer({ minPasswordLength: 10 });
    try {
      const { error } = await client(strict).auth.signUp({ email: uniqueEmail(), password: 'short-pw' });
      expect(error?.code).toBe('weak_password');
      expect(error?.message).toBe('Password should be at least 10 characters.');
    } finally {
      await strict.close();
    }
  });
});
