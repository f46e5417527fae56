/** Shared helpers: a server per test file, supabase-js clients, raw fetch with the right headers, the inbox. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { startAuthServer, type AuthServerOptions, type RunningAuthServer } from '../../auth-server/main.ts';

export type { RunningAuthServer };

const created: string[] = [];
process.once('exit', () => {
  for (const dir of created) fs.rmSync(dir, { recursive: true, force: true });
});

/** A fresh temporary folder, removed when the test process exits. */
export function tempDir(prefix = 'auth-test-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  created.push(dir);
  return dir;
}

export async function startTestServer(options: AuthServerOptions = {}): Promise<RunningAuthServer> {
  return startAuthServer({
    apiPort: 0,
    inboxPort: 0,
    dataDir: tempDir(),
    quiet: true,
    siteUrl: 'http://localhost:8787',
    emailResendInterval: 2,
    refreshReuseInterval: 2,
    // This server's own mails; the site's bodies (supabase/templates) are tested on their own (templates.test.ts).
    templateDir: null,
    ...options,
  });
}

/** A supabase-js client with in-memory storage, as a server-side client would be. */
export function client(server: RunningAuthServer, flowType: 'pkce' | 'implicit' = 'implicit'): SupabaseClient {
  return createClient(server.apiUrl, server.publishableKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, flowType },
  });
}

/** supabase-js with a storage object the test can look into (PKCE verifiers). */
export function clientWithStorage(server: RunningAuthServer, flowType: 'pkce' | 'implicit' = 'pkce') {
  const store = new Map<string, string>();
  const storage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  };
  const supabase = createClient(server.apiUrl, server.publishableKey, {
    auth: { persistSession: true, storage, autoRefreshToken: false, detectSessionInUrl: false, flowType },
  });
  return { supabase, store };
}

export function adminClient(server: RunningAuthServer): SupabaseClient {
  return createClient(server.apiUrl, server.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

/** fetch against /auth/v1 with the publishable key and the API version header unless overridden. */
export function api(
  server: RunningAuthServer,
  pathAndQuery: string,
  init: RequestInit & { headers?: Record<string, string> } = {},
) {
  return fetch(`${server.apiUrl}/auth/v1${pathAndQuery}`, {
    redirect: 'manual',
    ...init,
    headers: {
      apikey: server.publishableKey,
      'X-Supabase-Api-Version': '2024-01-01',
      ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...init.headers,
    },
  });
}

export async function json(res: Response): Promise<Record<string, any>> {
  return (await res.json()) as Record<string, any>;
}

/**
 * Four wrong-password sign-ins against a fresh server that allows three requests a window, each with the headers
 * `headersFor(attempt)` gives; the server is closed before this returns.
 */
export async function wrongPasswordsPastTheLimit(
  headersFor: (attempt: number) => Record<string, string> = () => ({}),
): Promise<{ status: number; body: Record<string, any> }[]> {
  const limited = await startTestServer({ rateLimitPerWindow: 3 });
  try {
    const answers: { status: number; body: Record<string, any> }[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const res = await api(limited, '/token?grant_type=password', {
        method: 'POST',
        headers: headersFor(attempt),
        body: JSON.stringify({ email: 'admin@example.com', password: 'wrong-wrong' }),
      });
      answers.push({ status: res.status, body: await json(res) });
    }
    return answers;
  } finally {
    await limited.close();
  }
}

export interface InboxMessage {
  ID: string;
  Subject: string;
  Text: string;
  HTML: string;
  To: { Address: string }[];
}

/** The newest mail to an address (waits briefly for it to arrive). */
export async function latestMail(server: RunningAuthServer, to: string): Promise<InboxMessage> {
  for (let i = 0; i < 20; i++) {
    const res = await fetch(`${server.inboxUrl}/api/v1/search?query=${encodeURIComponent(`to:${to}`)}`);
    const list = (await res.json()) as { messages: { ID: string }[] };
    if (list.messages.length) {
      const detail = await fetch(`${server.inboxUrl}/api/v1/message/${list.messages[0].ID}`);
      return (await detail.json()) as InboxMessage;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no mail to ${to}`);
}

export function linkIn(message: InboxMessage): string {
  const match = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(message.Text);
  if (!match) throw new Error(`no link in mail "${message.Subject}"`);
  return match[0];
}

export function otpIn(message: InboxMessage): string {
  const match = /code: (\d{6})/.exec(message.Text);
  if (!match) throw new Error('no code in mail');
  return match[1];
}

export function fragmentParams(location: string): URLSearchParams {
  return new URLSearchParams(new URL(location).hash.slice(1));
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let phoneSerial = 0;
/** A mobile no other test uses: +91, the two digits `lead` (one per test file), this process and a serial. */
export function uniquePhone(lead: string): string {
  phoneSerial += 1;
  return `+91${lead}${String(process.pid % 1000).padStart(3, '0')}${String(phoneSerial).padStart(5, '0')}`;
}

/** The phone messages (codes sent without a hook) to a number, newest first. */
export async function phoneMessages(server: RunningAuthServer, phone: string): Promise<InboxMessage[]> {
  const res = await fetch(`${server.inboxUrl}/api/v1/search?query=${encodeURIComponent(`to:${phone}`)}`);
  return ((await res.json()) as { messages: InboxMessage[] }).messages;
}

/** The code in the newest phone message to a number. */
export async function latestPhoneCode(server: RunningAuthServer, phone: string): Promise<string> {
  const [message] = await phoneMessages(server, phone);
  if (!message) throw new Error(`no message to ${phone}`);
  const detail = (await (await fetch(`${server.inboxUrl}/api/v1/message/${message.ID}`)).json()) as InboxMessage;
  const match = /\b(\d{6})\b/.exec(detail.Text);
  if (!match) throw new Error('no code in the message');
  return match[1];
}

export { uniqueEmail } from '../support/site.ts';
