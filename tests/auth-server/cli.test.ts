/** The commands: `node auth-server/main.ts`, `node auth-server/reset.ts` and `node scripts/grant-role.ts`. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, startTestServer, tempDir, type RunningAuthServer } from './helpers.ts';

const root = path.resolve(import.meta.dirname, '../..');

function run(
  script: string,
  args: string[],
  options: { env?: Record<string, string>; cwd?: string } = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, script), ...args], {
      cwd: options.cwd ?? root,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...options.env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('grant-role', () => {
  let server: RunningAuthServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const env = () => ({ SUPABASE_URL: server.apiUrl, SUPABASE_SERVICE_ROLE_KEY: server.serviceRoleKey });

  it('sets app_metadata.role through the admin API', async () => {
    const admin = adminClient(server);
    const { data } = await admin.auth.admin.createUser({
      email: 'promote-me@example.org',
      password: 'secret-123',
      email_confirm: true,
    });
    const result = await run('scripts/grant-role.ts', ['Promote-Me@example.org', 'doctor'], {
      env: env(),
      cwd: tempDir(),
    });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('promote-me@example.org now has role "doctor"');
    const after = await admin.auth.admin.getUserById(data.user!.id);
    expect(after.data.user?.app_metadata.role).toBe('doctor');
    expect(after.data.user?.app_metadata.provider).toBe('email');
  });

  it('reads SUPABASE_URL and the key from .dev.vars in the current folder', async () => {
    const cwd = tempDir();
    fs.writeFileSync(
      path.join(cwd, '.dev.vars'),
      `# local\nOTHER=1\nSUPABASE_URL="${server.apiUrl}"\nSUPABASE_SERVICE_ROLE_KEY=${server.serviceRoleKey}\n`,
    );
    const result = await run('scripts/grant-role.ts', ['patient@example.com', 'admin'], { cwd });
    expect(result.code).toBe(0);
    const { data } = await adminClient(server).auth.admin.listUsers();
    expect(data.users.find((u) => u.email === 'patient@example.com')?.app_metadata.role).toBe('admin');
  });

  it('fails clearly on an unknown email, an unknown role, missing arguments or missing configuration', async () => {
    const unknownEmail = await run('scripts/grant-role.ts', ['ghost@example.org', 'admin'], {
      env: env(),
      cwd: tempDir(),
    });
    expect(unknownEmail.code).toBe(1);
    expect(unknownEmail.stderr).toContain('no user with email ghost@example.org');

    const unknownRole = await run('scripts/grant-role.ts', ['patient@example.com', 'superuser'], {
      env: env(),
      cwd: tempDir(),
    });
    expect(unknownRole.code).toBe(1);
    expect(unknownRole.stderr).toContain('unknown role "superuser"');

    const usage = await run('scripts/grant-role.ts', [], { env: env(), cwd: tempDir() });
    expect(usage.code).toBe(1);
    expect(usage.stderr).toContain('usage: npm run grant-role');

    const noConfig = await run('scripts/grant-role.ts', ['patient@example.com', 'admin'], { cwd: tempDir() });
    expect(noConfig.code).toBe(1);
    expect(noConfig.stderr).toContain('missing configuration');

    const wrongKey = await run('scripts/grant-role.ts', ['patient@example.com', 'admin'], {
      env: { SUPABASE_URL: server.apiUrl, SUPABASE_SERVICE_ROLE_KEY: server.publishableKey },
      cwd: tempDir(),
    });
    expect(wrongKey.code).toBe(1);
    expect(wrongKey.stderr).toContain('User not allowed');
  });
});

describe('main.ts and reset.ts', () => {
  it('starts, answers health, writes .dev.vars keeping other lines, prints no warning, stops on SIGTERM; reset wipes the data', async () => {
    const dir = tempDir();
    const dataDir = path.join(dir, 'data');
    const devVars = path.join(dir, '.dev.vars');
    fs.writeFileSync(devVars, 'KEEP_ME=yes\nSUPABASE_URL=https://old.example.co\n');
    const child = spawn(process.execPath, [path.join(root, 'auth-server/main.ts')], {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? '',
        AUTH_PORT: '0',
        INBOX_PORT: '0',
        AUTH_DATA_DIR: dataDir,
        AUTH_DEV_VARS: devVars,
      },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));

    let apiUrl = '';
    for (let i = 0; i < 100 && !apiUrl; i++) {
      await new Promise((r) => setTimeout(r, 50));
      apiUrl = /API\s+(http:\/\/\S+)\/auth\/v1/.exec(stdout)?.[1] ?? '';
    }
    expect(apiUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const health = await fetch(`${apiUrl}/auth/v1/health`);
    expect(health.status).toBe(200);
    expect(stdout).toContain('admin@example.com');
    expect(stdout).toContain('Inbox');

    const vars = fs.readFileSync(devVars, 'utf8');
    expect(vars).toContain('KEEP_ME=yes');
    expect(vars).toContain(`SUPABASE_URL=${apiUrl}\n`);
    expect(vars).not.toContain('old.example.co');
    expect(vars).toMatch(/SUPABASE_PUBLISHABLE_KEY=eyJ/);
    expect(vars).toMatch(/SUPABASE_SERVICE_ROLE_KEY=eyJ/);

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(stderr).not.toContain('ExperimentalWarning');
    expect(stderr).toBe('');
    expect(fs.existsSync(path.join(dataDir, 'auth.sqlite'))).toBe(true);

    const reset = await run('auth-server/reset.ts', [], { env: { AUTH_DATA_DIR: dataDir } });
    expect(reset.code).toBe(0);
    expect(fs.existsSync(dataDir)).toBe(false);

    // reset refuses folders that are not auth data.
    const other = tempDir();
    fs.writeFileSync(path.join(other, 'important.txt'), 'keep');
    const refused = await run('auth-server/reset.ts', [], { env: { AUTH_DATA_DIR: other } });
    expect(refused.code).toBe(1);
    expect(fs.existsSync(path.join(other, 'important.txt'))).toBe(true);
  });

  it('exits with a clear message when the port is taken', async () => {
    const server = await startTestServer();
    try {
      const port = new URL(server.apiUrl).port;
      const result = await run('auth-server/main.ts', [], {
        env: { AUTH_PORT: port, INBOX_PORT: '0', AUTH_DATA_DIR: path.join(tempDir(), 'd'), AUTH_DEV_VARS: 'off' },
      });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('already in use');
    } finally {
      await server.close();
    }
  });
});
