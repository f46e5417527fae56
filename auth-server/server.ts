/**
 * startAuthServer: opens the store, loads the signing key, seeds a new database, and serves the API and the inbox.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { createApiApp } from './app.ts';
import { resolveConfig, type AuthServerOptions } from './config.ts';
import type { AuthContext } from './context.ts';
import { openDatabase } from './db.ts';
import { createInboxApp } from './inbox.ts';
import { loadSigningKey, PUBLISHABLE_KEY, SERVICE_ROLE_KEY } from './keys.ts';
import { SEED_ACCOUNTS, seedAccounts, type SeedAccount } from './seed.ts';
import { loadTemplates } from './templates.ts';

export type { AuthServerOptions } from './config.ts';

export interface RunningAuthServer {
  /** The value for SUPABASE_URL, e.g. http://127.0.0.1:54321 (the API lives under /auth/v1). */
  apiUrl: string;
  /** The inbox page and Mailpit-style API, e.g. http://localhost:54324 */
  inboxUrl: string;
  publishableKey: string;
  serviceRoleKey: string;
  dataDir: string;
  /** Accounts created when the database was new (empty when seeding was off or the database existed). */
  seeded: readonly SeedAccount[];
  close(): Promise<void>;
}

function listen(app: Hono, port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname: host }) as Server;
    server.once('error', reject);
    server.once('listening', () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

function hostForUrl(host: string): string {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

export async function startAuthServer(options: AuthServerOptions = {}): Promise<RunningAuthServer> {
  const config = resolveConfig(options);
  // Before anything opens: a template this server cannot fill in stops the start with its file's name.
  const templates = loadTemplates(config.templateDir);
  const { db, isNew } = openDatabase(config.dataDir);
  let seeded: readonly SeedAccount[] = [];
  const servers: Server[] = [];
  try {
    const key = loadSigningKey(db);
    if (isNew && config.seed) {
      await seedAccounts(db);
      seeded = SEED_ACCOUNTS;
    }
    const ctx: AuthContext = {
      db,
      config,
      key,
      templates,
      apiBase: () => `${config.externalUrl}/auth/v1`,
      inboxBase: () => inboxUrl,
    };
    let inboxUrl = '';
    const api = await listen(createApiApp(ctx), config.apiPort, config.host);
    servers.push(api);
    const apiPort = (api.address() as AddressInfo).port;
    if (!config.externalUrl) config.externalUrl = `http://${hostForUrl(config.host)}:${apiPort}`;
    const inbox = await listen(createInboxApp(db), config.inboxPort, config.host);
    servers.push(inbox);
    const inboxPort = (inbox.address() as AddressInfo).port;
    const inboxHost = config.host === '127.0.0.1' ? 'localhost' : hostForUrl(config.host);
    inboxUrl = `http://${inboxHost}:${inboxPort}`;

    let closed: Promise<void> | undefined;
    return {
      apiUrl: config.externalUrl,
      inboxUrl,
      publishableKey: PUBLISHABLE_KEY,
      serviceRoleKey: SERVICE_ROLE_KEY,
      dataDir: config.dataDir,
      seeded,
      close() {
        closed ??= (async () => {
          await Promise.all(servers.map(closeServer));
          db.close();
        })();
        return closed;
      },
    };
  } catch (err) {
    await Promise.all(servers.map(closeServer));
    db.close();
    throw err;
  }
}
