/** The local inbox: Mailpit-style JSON API and the page a person uses. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, latestMail, linkIn, startTestServer, uniqueEmail, type RunningAuthServer } from './helpers.ts';

let server: RunningAuthServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('inbox API', () => {
  it('lists, searches, shows (Text and HTML) and deletes messages', async () => {
    const a = uniqueEmail('inbox-a');
    const b = uniqueEmail('inbox-b');
    await client(server).auth.signUp({ email: a, password: 'secret-123' });
    await client(server).auth.signUp({ email: b, password: 'secret-123' });

    const list = (await (await fetch(`${server.inboxUrl}/api/v1/messages`)).json()) as {
      total: number;
      unread: number;
      count: number;
      messages: {
        ID: string;
        To: { Address: string }[];
        Subject: string;
        Read: boolean;
        Created: string;
        Snippet: string;
      }[];
    };
    expect(list.total).toBeGreaterThanOrEqual(2);
    expect(list.messages[0].To[0].Address).toBe(b);
    expect(list.messages[1].To[0].Address).toBe(a);
    expect(list.messages[0].Read).toBe(false);
    expect(list.messages[0].Subject).toBe('Confirm Your Signup');
    expect(list.unread).toBeGreaterThanOrEqual(2);

    const search = (await (
      await fetch(`${server.inboxUrl}/api/v1/search?query=${encodeURIComponent(`to:${a}`)}`)
    ).json()) as {
      messages: { ID: string; To: { Address: string }[] }[];
    };
    expect(search.messages).toHaveLength(1);
    expect(search.messages[0].To[0].Address).toBe(a);

    const res = await fetch(`${server.inboxUrl}/api/v1/message/${search.messages[0].ID}`);
    expect(res.status).toBe(200);
    const message = (await res.json()) as {
      ID: string;
      Text: string;
      HTML: string;
      Subject: string;
      From: { Address: string };
    };
    expect(message.Text).toContain('/auth/v1/verify?token=');
    expect(message.HTML).toContain('<a href="');
    expect(message.From.Address).toBeTruthy();
    const read = (await (
      await fetch(`${server.inboxUrl}/api/v1/search?query=${encodeURIComponent(`to:${a}`)}`)
    ).json()) as {
      messages: { Read: boolean }[];
    };
    expect(read.messages[0].Read).toBe(true);

    expect((await fetch(`${server.inboxUrl}/api/v1/message/nope`)).status).toBe(404);

    const del = await fetch(`${server.inboxUrl}/api/v1/messages`, { method: 'DELETE' });
    expect(del.status).toBe(200);
    const empty = (await (await fetch(`${server.inboxUrl}/api/v1/messages`)).json()) as {
      total: number;
      messages: unknown[];
    };
    expect(empty.total).toBe(0);
    expect(empty.messages).toEqual([]);
  });

  it('deletes only the given IDs when asked', async () => {
    const a = uniqueEmail('keep');
    const b = uniqueEmail('drop');
    await client(server).auth.signUp({ email: a, password: 'secret-123' });
    await client(server).auth.signUp({ email: b, password: 'secret-123' });
    const drop = await latestMail(server, b);
    await fetch(`${server.inboxUrl}/api/v1/messages`, { method: 'DELETE', body: JSON.stringify({ IDs: [drop.ID] }) });
    const left = (await (await fetch(`${server.inboxUrl}/api/v1/messages`)).json()) as {
      messages: { To: { Address: string }[] }[];
    };
    expect(left.messages.map((m) => m.To[0].Address)).toContain(a);
    expect(left.messages.map((m) => m.To[0].Address)).not.toContain(b);
  });
});

describe('inbox page', () => {
  it('is an accessible page listing messages that open and carry a working link', async () => {
    const email = uniqueEmail('page');
    await client(server).auth.signUp({
      email,
      password: 'secret-123',
      options: { emailRedirectTo: 'http://localhost:8787/' },
    });
    const index = await fetch(`${server.inboxUrl}/`);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toContain('text/html');
    const html = await index.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>');
    expect(html).toContain('<h1>Local inbox</h1>');
    expect(html).toContain('<th scope="col">Subject</th>');
    expect(html).toContain(email);
    const href = new RegExp(`<td>${email.replace(/[.]/g, '\\.')}</td>\\s*<td><a href="([^"]+)"`).exec(html)![1];

    const page = await fetch(new URL(href, server.inboxUrl));
    expect(page.status).toBe(200);
    const body = await page.text();
    expect(body).toContain('<html lang="en">');
    expect(body).toContain('<h1>Confirm Your Signup</h1>');
    expect(body).toContain('Back to the inbox');
    const link = /<a href="(http[^"]+\/auth\/v1\/verify[^"]+)"/.exec(body)![1].replace(/&#38;/g, '&');
    expect(link).toBe(linkIn(await latestMail(server, email)));
    const clicked = await fetch(link, { redirect: 'manual' });
    expect(clicked.status).toBe(303);
    expect(clicked.headers.get('location')).toMatch(/^http:\/\/localhost:8787\/#access_token=/);

    const cleared = await fetch(`${server.inboxUrl}/clear`, { method: 'POST', redirect: 'manual' });
    expect(cleared.status).toBe(303);
    expect(await (await fetch(`${server.inboxUrl}/`)).text()).toContain('No messages yet');
    expect((await fetch(`${server.inboxUrl}/message/unknown`)).status).toBe(404);
  });
});

describe('inbox send API (the site notifications development transport)', () => {
  const send = (body: unknown) =>
    fetch(`${server.inboxUrl}/api/v1/send`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const mail = (to: string, messageId?: string) => ({
    From: { Email: 'notifications@careline.example', Name: 'CareLine Health' },
    To: [{ Email: to }],
    Subject: 'New call-back CL-ABC123',
    Text: 'Reference: CL-ABC123',
    HTML: '<p>Reference: CL-ABC123</p>',
    Headers: { 'List-Unsubscribe': '<http://localhost/unsubscribe?t=x>', 'Bad Header': 'dropped' },
    MessageID: messageId,
  });

  it('stores a message with its sender and headers, once per Message-ID', async () => {
    const to = uniqueEmail('notify');
    const messageId = `${crypto.randomUUID()}@notifications.local`;
    const first = await send(mail(to, messageId));
    expect(first.status).toBe(200);
    const { ID } = (await first.json()) as { ID: string };
    const again = (await (await send(mail(to, messageId))).json()) as { ID: string };
    expect(again.ID).toBe(ID);
    const found = (await (
      await fetch(`${server.inboxUrl}/api/v1/search?query=${encodeURIComponent(`to:${to}`)}`)
    ).json()) as { total: number; messages: { From: { Address: string }; Subject: string }[] };
    expect(found.total).toBe(1);
    expect(found.messages[0]).toMatchObject({
      From: { Address: 'notifications@careline.example' },
      Subject: 'New call-back CL-ABC123',
    });
    const headers = (await (await fetch(`${server.inboxUrl}/api/v1/message/${ID}/headers`)).json()) as Record<
      string,
      string[]
    >;
    expect(headers['List-Unsubscribe']).toEqual(['<http://localhost/unsubscribe?t=x>']);
    expect(headers['Message-ID']).toEqual([`<${messageId}>`]);
    expect(headers['Bad Header']).toBeUndefined();
  });

  it('refuses a recipient under .invalid (422) and a malformed message (400)', async () => {
    const refused = await send(mail('nobody@refused.invalid'));
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { Error: string }).Error).toMatch(/^recipient refused/);
    expect((await send({ ...mail('a@example.com'), To: [] })).status).toBe(400);
    expect((await send({ ...mail('a@example.com'), From: { Email: 'nobody' } })).status).toBe(400);
    const notJson = await fetch(`${server.inboxUrl}/api/v1/send`, { method: 'POST', body: '{' });
    expect(notJson.status).toBe(400);
  });
});
