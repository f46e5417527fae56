// Child processes for the start, dev and test servers.
import { spawn, type ChildProcess } from 'node:child_process';

/** The environment for local runs: no telemetry, no fetch of Cloudflare's request metadata (we may be offline). */
export function localEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    WRANGLER_SEND_METRICS: 'false',
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    ...extra,
  };
}

/** Resolves once `url` answers (any status below 500), or rejects after `timeoutMs`. */
export async function waitForHttp(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Node scripts started together, stopped together on Ctrl+C or when one of them fails. */
export class ProcessGroup {
  readonly #children = new Set<ChildProcess>();
  #stopping = false;

  constructor() {
    process.on('SIGINT', () => this.stop());
    process.on('SIGTERM', () => this.stop());
    process.on('exit', () => {
      for (const child of this.#children) child.kill('SIGTERM');
    });
  }

  /** Runs `node <args>` on the current Node; `onExit` is called unless the group is stopping. */
  run(args: string[], onExit: (code: number | null) => void, env: Record<string, string> = {}): ChildProcess {
    const child = spawn(process.execPath, args, { stdio: 'inherit', env: localEnv(env) });
    this.#children.add(child);
    child.on('exit', (code) => {
      this.#children.delete(child);
      if (!this.#stopping) onExit(code);
    });
    return child;
  }

  /** Runs `node <args>` and stops everything if it exits. */
  runEssential(name: string, args: string[], env: Record<string, string> = {}): ChildProcess {
    return this.run(
      args,
      (code) => {
        console.error(`${name} stopped (exit code ${code}).`);
        this.stop(1);
      },
      env,
    );
  }

  stop(code = 0): void {
    this.#stopping = true;
    for (const child of this.#children) child.kill('SIGTERM');
    setTimeout(() => process.exit(code), 500).unref();
  }
}

/**
 * Starts the local auth server and waits until it answers. LOCAL_AUTH=off skips it, for a site pointed at a hosted
 * Supabase project through .dev.vars.
 */
export async function startLocalAuth(group: ProcessGroup): Promise<void> {
  if (process.env.LOCAL_AUTH === 'off') return;
  // A stability run moves every clock of the stack by the same amount (scripts/lib/test-clock.ts).
  const clock = process.env.TEST_CLOCK_SHIFT_MS ? ['--import', './scripts/lib/test-clock-preload.ts'] : [];
  group.runEssential('The auth server', [...clock, 'auth-server/main.ts']);
  await waitForHttp(`http://127.0.0.1:${process.env.AUTH_PORT ?? '54321'}/auth/v1/health`, 30_000);
}

/**
 * Starts the local phone stand-in (phone-server/) on `port`, its delivery webhooks going to `siteUrl`, and waits until
 * it answers. LOCAL_PHONE=off skips it.
 */
export async function startLocalGateway(group: ProcessGroup, port: string, siteUrl: string): Promise<void> {
  if (process.env.LOCAL_GATEWAY === 'off') return;
  group.runEssential('The payment gateway stand-in', ['gateway-server/main.ts'], {
    GATEWAY_PORT: port,
    SITE_URL: siteUrl,
  });
  await waitForHttp(`http://127.0.0.1:${port}/health`, 30_000);
}

export async function startLocalPhone(group: ProcessGroup, port: string, siteUrl: string): Promise<void> {
  if (process.env.LOCAL_PHONE === 'off') return;
  group.runEssential('The phone stand-in', ['phone-server/main.ts'], { PHONE_PORT: port, SITE_URL: siteUrl });
  await waitForHttp(`http://127.0.0.1:${port}/health`, 30_000);
}
