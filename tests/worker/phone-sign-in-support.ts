// The mobile sign-in's test helpers: numbers no other test uses, a cookie jar kept as a browser keeps one, the code the
// local auth server's inbox holds for a number, and the number's form sent.
import { env } from 'cloudflare:test';
import { postForm } from './auth-helpers';

let serial = 0;
/** A mobile no other test uses: '+91' and ten digits, and the way a person might type it. */
export function uniqueMobile(prefix = '97'): { normal: string; typed: string } {
  serial += 1;
  const digits = `${prefix}${String(Date.now() % 1_000_000).padStart(6, '0')}${String(serial).padStart(2, '0')}`;
  return { normal: `+91${digits}`, typed: `${digits.slice(0, 5)} ${digits.slice(5)}` };
}

/** Cookies kept across requests, as a browser keeps them; it may start from a Cookie header's value. */
export class Jar {
  private cookies = new Map<string, string>();
  constructor(header = '') {
    for (const pair of header.split('; ').filter(Boolean)) {
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }
  take(response: Response): this {
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';')[0] ?? '';
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return this;
  }
  has(name: string): boolean {
    return this.cookies.has(name);
  }
  value(name: string): string | undefined {
    return this.cookies.get(name);
  }
  set(name: string, value: string): void {
    this.cookies.set(name, value);
  }
  get header(): Record<string, string> {
    return { Cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') };
  }
}

/** The newest code the local auth server's inbox holds for a number. */
export async function codeFor(phone: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const search = await fetch(`${env.TEST_INBOX_URL}/api/v1/search?query=${encodeURIComponent(`to:${phone}`)}`);
    const found = (await search.json()) as { messages: { ID: string }[] };
    if (found.messages[0]) {
      const message = (await (await fetch(`${env.TEST_INBOX_URL}/api/v1/message/${found.messages[0].ID}`)).json()) as {
        Text: string;
      };
      const code = /\b(\d{6})\b/.exec(message.Text)?.[1];
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no code for ${phone}`);
}

export async function sendCode(
  page: '/auth' | '/login' | '/hi/auth' | '/hi/login',
  phone: string,
  jar: Jar,
  next?: string,
) {
  const response = await postForm(`${page}/phone`, { phone, ...(next ? { next } : {}) }, jar.header);
  jar.take(response);
  return response;
}
