/** State on disk survives a restart: users, sessions, refresh tokens, the signing key, mail; seeding happens once. */
import { describe, expect, it } from 'vitest';
import {
  adminClient,
  api,
  client,
  json,
  latestMail,
  linkIn,
  startTestServer,
  tempDir,
  uniqueEmail,
} from './helpers.ts';

describe('restart', () => {
  it('keeps everything in the data folder', async () => {
    const dataDir = tempDir();
    const first = await startTestServer({ dataDir });
    const email = uniqueEmail('persist');
    await client(first).auth.signUp({ email, password: 'secret-123' });
    const link = linkIn(await latestMail(first, email));
    const session = await json(
      await api(first, '/token?grant_type=password', {
        method: 'POST',
        body: JSON.stringify({ email: 'patient@example.com', password: 'patient-dev-password' }),
      }),
    );
    const kid = (
      (await (await fetch(`${first.apiUrl}/auth/v1/.well-known/jwks.json`)).json()) as { keys: { kid: string }[] }
    ).keys[0].kid;
    const usersBefore = (await adminClient(first).auth.admin.listUsers()).data.users.length;
    await first.close();

    // Same data folder, new random ports.
    const second = await startTestServer({ dataDir });
    try {
      expect(second.seeded).toEqual([]);
      const jwks = (await (await fetch(`${second.apiUrl}/auth/v1/.well-known/jwks.json`)).json()) as {
        keys: { kid: string }[];
      };
      expect(jwks.keys[0].kid).toBe(kid);
      expect((await adminClient(second).auth.admin.listUsers()).data.users.length).toBe(usersBefore);

      // The old access token still verifies (same key, same session) and the refresh token still rotates.
      const user = await api(second, '/user', { headers: { Authorization: `Bearer ${session.access_token}` } });
      expect(user.status).toBe(200);
      const refreshed = await api(second, '/token?grant_type=refresh_token', {
        method: 'POST',
        body: JSON.stringify({ refresh_token: session.refresh_token }),
      });
      expect(refreshed.status).toBe(200);

      // The mail is still in the inbox and its link still works (links carry the old port; the token is what counts).
      const stillThere = await latestMail(second, email);
      expect(linkIn(stillThere)).toBe(link);
      const res = await fetch(link.replace(/^http:\/\/[^/]+/, second.apiUrl), { redirect: 'manual' });
      expect(res.status).toBe(303);
      expect((await client(second).auth.signInWithPassword({ email, password: 'secret-123' })).error).toBeNull();
    } finally {
      await second.close();
    }
  });

  it('does not seed when seeding is off', async () => {
    const server = await startTestServer({ seed: false });
    try {
      expect(server.seeded).toEqual([]);
      const { error } = await client(server).auth.signInWithPassword({
        email: 'admin@example.com',
        password: 'admin-dev-password',
      });
      expect(error?.code).toBe('invalid_credentials');
    } finally {
      await server.close();
    }
  });
});
