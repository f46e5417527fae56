// Gaps found by an attacker's review and by Supabase's own client tests: the redirect allow list, client-chosen
// addresses, writes that belong together, and admin-API details where GoTrue behaves otherwise.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchesAllowedUrl } from '../../auth-server/http.ts';
import {
  adminClient,
  api,
  json,
  sleep,
  startTestServer,
  tempDir,
  uniqueEmail,
  wrongPasswordsPastTheLimit,
  type RunningAuthServer,
} from './helpers.ts';

let server: RunningAuthServer;
beforeAll(async () => {
  server = await startTestServer({
    additionalRedirectUrls: ['https://app.example', 'https://partner.example/cb', 'https://*.preview.example/**'],
  });
});
afterAll(async () => {
  await server.close();
});

describe('redirect allow list', () => {
  it.each([
    ['https://app.example/welcome', true],
    ['https://app.example', true],
    ['https://app.example.evil.net/steal', false],
    ['https://app.example@evil.net/', false],
    ['http://app.example/', false],
    ['https://app.example:8443/', false],
    ['https://partner.example/cb', true],
    ['https://partner.example/cb/deeper?x=1', true],
    ['https://partner.example/cbx', false],
    ['https://partner.example/', false],
    ['https://pr-12.preview.example/any/path', true],
    ['https://evil.net/.preview.example/', false],
    ['https://a.b.preview.example/', false],
  ])('%s allowed: %s', (candidate, allowed) => {
    const list = ['https://app.example', 'https://partner.example/cb', 'https://*.preview.example/**'];
    expect(list.some((entry) => matchesAllowedUrl(new URL(candidate), entry))).toBe(allowed);
  });

  it('a look-alike host never receives the tokens from a link', async () => {
    const email = uniqueEmail('redirect');
    const admin = adminClient(server);
    await admin.auth.admin.createUser({ email, password: 'secret-123', email_confirm: true });
    const { data } = await admin.auth.admin.generateLink({
      type: 'magiclink',
      email,
      options: { redirectTo: 'https://app.example.evil.net/steal' },
    });
    const landing = await fetch(data.properties!.action_link, { redirect: 'manual' });
    expect(landing.headers.get('location')).toMatch(/^http:\/\/localhost:8787\/?#access_token=/);
  });
});

describe('client-chosen addresses', () => {
  it('X-Forwarded-For does not open a fresh rate-limit bucket', async () => {
    const answers = await wrongPasswordsPastTheLimit((attempt) => ({ 'X-Forwarded-For': `198.51.100.${attempt}` }));
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 429]);
  });
});

describe('admin API as GoTrue answers it', () => {
  it('createUser, updateUserById and generateLink(signup) keep identity fields out of user_metadata', async () => {
    const admin = adminClient(server);
    const created = await admin.auth.admin.createUser({
      email: uniqueEmail('plain'),
      password: 'secret-123',
      user_metadata: { full_name: 'A' },
    });
    expect(created.data.user?.user_metadata).toEqual({ full_name: 'A' });
    const updated = await admin.auth.admin.updateUserById(created.data.user!.id, { user_metadata: { city: 'Pune' } });
    expect(updated.data.user?.user_metadata).toEqual({ full_name: 'A', city: 'Pune' });
    const link = await admin.auth.admin.generateLink({
      type: 'signup',
      email: uniqueEmail('link'),
      password: 'secret-123',
    });
    expect(link.data.user?.user_metadata).toEqual({});
    // /signup does copy them, as GoTrue does.
    const signUp = await json(
      await api(server, '/signup', {
        method: 'POST',
        body: JSON.stringify({ email: uniqueEmail('self'), password: 'secret-123' }),
      }),
    );
    expect(signUp.user_metadata).toMatchObject({ email_verified: false, phone_verified: false });
  });

  it.each(['email_change_current', 'email_change_new'] as const)(
    'generateLink(%s) gives a link that changes the address',
    async (type) => {
      const admin = adminClient(server);
      const email = uniqueEmail('change');
      const newEmail = uniqueEmail('changed');
      await admin.auth.admin.createUser({ email, password: 'secret-123', email_confirm: true });
      const { data, error } = await admin.auth.admin.generateLink({ type, email, newEmail });
      expect(error).toBeNull();
      expect(data.properties?.verification_type).toBe(type);
      const landing = await fetch(data.properties!.action_link, { redirect: 'manual' });
      expect(landing.headers.get('location')).toContain('access_token=');
      const { data: after } = await admin.auth.admin.getUserById(data.user!.id);
      expect(after.user?.email).toBe(newEmail);
    },
  );

  it('POST /verify with a wrong code says "Token has expired or is invalid"', async () => {
    const res = await api(server, '/verify', {
      method: 'POST',
      body: JSON.stringify({ type: 'email', email: 'admin@example.com', token: '000000' }),
    });
    expect(res.status).toBe(403);
    expect(await json(res)).toMatchObject({ code: 'otp_expired', message: 'Token has expired or is invalid' });
  });
});

describe('writes that belong together', () => {
  it('a crash in the middle of sign-ups leaves no user without an identity', async () => {
    const dataDir = tempDir('auth-crash-');
    const port = 54000 + Math.floor(Math.random() * 900);
    const child = spawn(process.execPath, [path.resolve('auth-server/main.ts')], {
      env: {
        ...process.env,
        AUTH_PORT: String(port),
        INBOX_PORT: String(port + 1000),
        AUTH_DATA_DIR: dataDir,
        AUTH_RATE_LIMIT: '0',
      },
      stdio: 'ignore',
    });
    try {
      const base = `http://127.0.0.1:${port}/auth/v1`;
      for (let tries = 0; tries < 100; tries++) {
        if (
          await fetch(`${base}/health`).then(
            (r) => r.ok,
            () => false,
          )
        )
          break;
        await sleep(100);
      }
      const signUps = Array.from({ length: 50 }, (_, i) =>
        fetch(`${base}/signup`, {
          method: 'POST',
          headers: { apikey: server.publishableKey, 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: `crash-${i}@example.org`, password: 'secret-123' }),
        }).catch(() => null),
      );
      await sleep(60);
      child.kill('SIGKILL');
      await Promise.all(signUps);
    } finally {
      child.kill('SIGKILL');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    const db = new DatabaseSync(path.join(dataDir, 'auth.sqlite'));
    const orphans = db
      .prepare('SELECT COUNT(*) AS n FROM users WHERE id NOT IN (SELECT user_id FROM identities)')
      .get() as { n: number };
    db.close();
    expect(orphans.n).toBe(0);
  });
});
