// Chromium driven over the DevTools protocol directly, for measurements a patient's phone would recognise.
// Playwright enables the protocol's Runtime domain on every page, and with the inspector attached V8 collects
// source positions as it compiles: evaluating React DOM's module then takes 50-57 ms at 4x CPU instead of under
// 50 ms (docs/decisions/0011). A page opened here never enables Runtime; `evaluate` uses Runtime.evaluate, which
// needs no domain enabled, and only to read what the page recorded.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

type Params = Record<string, unknown>;

/** One WebSocket to a DevTools endpoint: commands answered by id. */
class Connection {
  private nextId = 0;
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  private readonly awaited = new Map<string, (params: unknown) => void>();

  private readonly socket: WebSocket;

  private constructor(socket: WebSocket) {
    this.socket = socket;
    socket.addEventListener('message', (message) => {
      const data = JSON.parse(String(message.data)) as {
        id?: number;
        result?: unknown;
        error?: { message: string };
        method?: string;
        params?: unknown;
      };
      if (data.method) {
        this.awaited.get(data.method)?.(data.params);
        this.awaited.delete(data.method);
        return;
      }
      const waiting = data.id === undefined ? undefined : this.pending.get(data.id);
      if (!waiting || data.id === undefined) return;
      this.pending.delete(data.id);
      if (data.error) waiting.reject(new Error(data.error.message));
      else waiting.resolve(data.result);
    });
    socket.addEventListener('close', () => {
      for (const waiting of this.pending.values()) waiting.reject(new Error('DevTools connection closed'));
      this.pending.clear();
    });
  }

  static open(url: string): Promise<Connection> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url);
      socket.addEventListener('open', () => resolve(new Connection(socket)), { once: true });
      socket.addEventListener('error', () => reject(new Error(`Could not connect to ${url}`)), { once: true });
    });
  }

  send<T = unknown>(method: string, params: Params = {}): Promise<T> {
    const id = ++this.nextId;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.socket.send(JSON.stringify({ id, method, params }));
    });
  }

  /** The next event named `method`, or a rejection after `timeoutMs`. */
  next<T = unknown>(method: string, timeoutMs: number): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.awaited.delete(method);
        reject(new Error(`No ${method} within ${timeoutMs} ms`));
      }, timeoutMs);
      this.awaited.set(method, (params) => {
        clearTimeout(timer);
        resolve(params as T);
      });
    });
  }

  close(): void {
    this.socket.close();
  }
}

export interface RawPage {
  send<T = unknown>(method: string, params?: Params): Promise<T>;
  /** The next event named `method` (the domain must be enabled). */
  next<T = unknown>(method: string, timeoutMs: number): Promise<T>;
  /** The value of a JavaScript expression in the page (JSON-serialisable). */
  evaluate<T>(expression: string): Promise<T>;
  close(): Promise<void>;
}

export interface RawBrowser {
  /** A page in a browser context of its own: an empty cache, a first visit. */
  newPage(): Promise<RawPage>;
  close(): Promise<void>;
}

function devtoolsUrl(child: ChildProcess, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start: ${output.slice(-500)}`)), timeoutMs);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /DevTools listening on (ws:\/\/\S+)/.exec(output);
      if (!found?.[1]) return;
      clearTimeout(timer);
      // Chromium's later log lines are drained, not kept.
      child.stderr?.off('data', read).resume();
      resolve(found[1]);
    };
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited (${code}): ${output.slice(-500)}`));
    });
  });
}

export async function launchRawChromium(executable: string, args: string[]): Promise<RawBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'perf-chromium-'));
  const child = spawn(
    executable,
    [...args, '--headless=new', '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const cleanUp = () => rmSync(profile, { recursive: true, force: true });
  let browserUrl: string;
  try {
    browserUrl = await devtoolsUrl(child, 30_000);
  } catch (error) {
    child.kill('SIGKILL');
    cleanUp();
    throw error;
  }
  const origin = new URL(browserUrl).host;
  const browser = await Connection.open(browserUrl);

  return {
    async newPage() {
      const { browserContextId } = await browser.send<{ browserContextId: string }>('Target.createBrowserContext', {
        disposeOnDetach: true,
      });
      const { targetId } = await browser.send<{ targetId: string }>('Target.createTarget', {
        url: 'about:blank',
        browserContextId,
      });
      const page = await Connection.open(`ws://${origin}/devtools/page/${targetId}`);
      return {
        send: (method, params) => page.send(method, params),
        next: (method, timeoutMs) => page.next(method, timeoutMs),
        async evaluate<T>(expression: string) {
          const answer = await page.send<{ result: { value: T }; exceptionDetails?: { text: string } }>(
            'Runtime.evaluate',
            { expression, returnByValue: true, awaitPromise: true },
          );
          if (answer.exceptionDetails) throw new Error(`In the page: ${answer.exceptionDetails.text}`);
          return answer.result.value;
        },
        async close() {
          page.close();
          await browser.send('Target.disposeBrowserContext', { browserContextId }).catch(() => undefined);
        },
      };
    },
    async close() {
      browser.close();
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      cleanUp();
    },
  };
}
