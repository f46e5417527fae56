/**
 * The local mail inbox: a page a person can read (list, open, follow the link) and a Mailpit-style JSON API
 * for tests: GET /api/v1/messages, GET /api/v1/message/{ID}, GET /api/v1/message/{ID}/headers,
 * GET /api/v1/search?query=, DELETE /api/v1/messages, and POST /api/v1/send, which the site's notifications use as
 * their development transport (MAIL_TRANSPORT=local-inbox).
 */
import { Hono, type Context } from 'hono';
import type { Database } from './db.ts';
import { readBody } from './http.ts';
import {
  deleteMessages,
  escapeHtml,
  getMessage,
  listMessages,
  markRead,
  searchMessages,
  storeMessage,
  type Message,
} from './mail.ts';

const ADDRESS = /^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$/;

/** The part of Mailpit's send body this inbox reads. */
interface SendBody {
  From?: { Email?: unknown; Name?: unknown };
  To?: { Email?: unknown; Name?: unknown }[];
  Subject?: unknown;
  Text?: unknown;
  HTML?: unknown;
  Headers?: unknown;
  MessageID?: unknown;
}

const text = (value: unknown, limit: number) => (typeof value === 'string' ? value.slice(0, limit) : '');

/**
 * A message to store, or why it is refused: 400 for a malformed body, 422 for a recipient no mail server would take
 * (a domain under .invalid, reserved by RFC 2606 to never exist), which is how tests make a transport refuse one.
 */
function readSendBody(
  body: SendBody,
): { message: Parameters<typeof storeMessage>[1] } | { status: 400 | 422; error: string } {
  const from = text(body.From?.Email, 254);
  const to = Array.isArray(body.To) ? body.To.map((entry) => text(entry?.Email, 254)) : [];
  if (!ADDRESS.test(from)) return { status: 400, error: 'From.Email is not an address' };
  if (to.length === 0 || to.some((address) => !ADDRESS.test(address)))
    return { status: 400, error: 'To must list addresses' };
  const refused = to.find((address) => /\.invalid$/i.test(address));
  if (refused) return { status: 422, error: `recipient refused: ${refused} (the domain does not exist)` };
  const headers: Record<string, string> = {};
  if (body.Headers && typeof body.Headers === 'object')
    for (const [name, value] of Object.entries(body.Headers as Record<string, unknown>))
      if (typeof value === 'string' && /^[A-Za-z0-9-]{1,64}$/.test(name)) headers[name] = value.slice(0, 2000);
  return {
    message: {
      from: { Name: text(body.From?.Name, 100), Address: from },
      to: to.map((Address) => ({ Name: '', Address })),
      subject: text(body.Subject, 500),
      text: text(body.Text, 200_000),
      html: text(body.HTML, 200_000),
      headers,
      messageId: text(body.MessageID, 200) || undefined,
    },
  };
}

function summary(m: Message) {
  return {
    ID: m.id,
    MessageID: m.message_id,
    Read: m.read,
    From: m.from,
    To: m.to,
    Cc: [],
    Bcc: [],
    ReplyTo: [],
    Subject: m.subject,
    Created: m.created_at,
    Tags: [],
    Size: Buffer.byteLength(m.text) + Buffer.byteLength(m.html),
    Attachments: 0,
    Snippet: m.text.replace(/\s+/g, ' ').trim().slice(0, 250),
  };
}

function listing(all: Message[], c: Context) {
  const start = Math.max(0, Number(c.req.query('start') ?? 0) || 0);
  const limit = Math.max(1, Math.min(Number(c.req.query('limit') ?? 50) || 50, 1000));
  const page = all.slice(start, start + limit);
  return {
    total: all.length,
    unread: all.filter((m) => !m.read).length,
    count: page.length,
    messages_count: all.length,
    messages_unread: all.filter((m) => !m.read).length,
    start,
    tags: [],
    messages: page.map(summary),
  };
}

function detail(m: Message) {
  return {
    ID: m.id,
    MessageID: m.message_id,
    From: m.from,
    To: m.to,
    Cc: [],
    Bcc: [],
    ReplyTo: [],
    ReturnPath: m.from.Address,
    Subject: m.subject,
    Date: m.created_at,
    Tags: [],
    Text: m.text,
    HTML: m.html,
    Size: Buffer.byteLength(m.text) + Buffer.byteLength(m.html),
    Inline: [],
    Attachments: [],
  };
}

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; max-width: 56rem; margin: 0 auto; padding: 1rem; color: #111827; }
  header { display: flex; flex-wrap: wrap; gap: 1rem; align-items: center; justify-content: space-between; border-bottom: 1px solid #d1d5db; }
  .note { color: #374151; }
  table { width: 100%; border-collapse: collapse; }
  th, td { text-align: left; padding: .5rem; border-bottom: 1px solid #e5e7eb; vertical-align: top; }
  tr.unread td { font-weight: 600; }
  a { color: #1d4ed8; }
  a:focus-visible, button:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
  button { min-height: 2.75rem; padding: .5rem 1rem; font: inherit; border: 1px solid #b91c1c; color: #b91c1c; background: #fff; border-radius: .375rem; cursor: pointer; }
  article { border: 1px solid #d1d5db; border-radius: .5rem; padding: 1rem; margin-top: 1rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; }
  dt { font-weight: 600; }
  pre { white-space: pre-wrap; word-break: break-all; background: #f3f4f6; padding: .75rem; border-radius: .375rem; }
</style>
</head>
<body>
${body}
</body>
</html>`;
}

export function createInboxApp(db: Database): Hono {
  const app = new Hono();

  app.use('/api/*', async (c, next) => {
    await next();
    c.res.headers.set('Access-Control-Allow-Origin', '*');
  });

  app.get('/api/v1/messages', (c) => c.json(listing(listMessages(db), c)));

  app.get('/api/v1/search', (c) => c.json(listing(searchMessages(db, c.req.query('query') ?? ''), c)));

  app.get('/api/v1/message/:id', (c) => {
    const message = getMessage(db, c.req.param('id'));
    if (!message) return c.text('message not found', 404);
    markRead(db, message.id);
    return c.json(detail({ ...message, read: true }));
  });

  app.get('/api/v1/message/:id/headers', (c) => {
    const message = getMessage(db, c.req.param('id'));
    if (!message) return c.text('message not found', 404);
    const headers: Record<string, string[]> = {
      From: [message.from.Address],
      To: message.to.map((t) => t.Address),
      Subject: [message.subject],
      'Message-ID': [`<${message.message_id}>`],
    };
    for (const [name, value] of Object.entries(message.headers)) headers[name] = [value];
    return c.json(headers);
  });

  app.post('/api/v1/send', async (c) => {
    let body: SendBody;
    try {
      body = JSON.parse(await readBody(c)) as SendBody;
    } catch {
      return c.json({ Error: 'invalid JSON body' }, 400);
    }
    const read = readSendBody(body && typeof body === 'object' ? body : {});
    if ('error' in read) return c.json({ Error: read.error }, read.status);
    const stored = storeMessage(db, read.message);
    return c.json({ ID: stored.id });
  });

  app.delete('/api/v1/messages', async (c) => {
    let ids: string[] | undefined;
    try {
      const text = await readBody(c);
      const parsed = text.trim() ? (JSON.parse(text) as { IDs?: unknown }) : {};
      if (Array.isArray(parsed.IDs)) ids = parsed.IDs.filter((x): x is string => typeof x === 'string');
    } catch {
      return c.text('invalid request body', 400);
    }
    deleteMessages(db, ids);
    return c.text('ok');
  });

  app.get('/', (c) => {
    const messages = listMessages(db);
    const rows = messages
      .map(
        (m) => `<tr class="${m.read ? '' : 'unread'}">
<td>${escapeHtml(m.to.map((t) => t.Address).join(', '))}</td>
<td><a href="/message/${encodeURIComponent(m.id)}">${escapeHtml(m.subject)}</a>${m.read ? '' : ' <span>(unread)</span>'}</td>
<td><time datetime="${escapeHtml(m.created_at)}">${escapeHtml(m.created_at.replace('T', ' ').slice(0, 19))} UTC</time></td>
</tr>`,
      )
      .join('\n');
    const body = `<header>
<h1>Local inbox</h1>
<form method="post" action="/clear"><button type="submit">Delete all messages</button></form>
</header>
<main>
<p class="note">Mail sent by the local auth server and the site's notifications (development only). Nothing here leaves this computer. Newest first.</p>
${
  messages.length
    ? `<table>
<caption class="note">${messages.length} message${messages.length === 1 ? '' : 's'}</caption>
<thead><tr><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Received</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
    : '<p>No messages yet. Sign up or ask for a password reset on the site, then reload this page.</p>'
}
</main>`;
    return c.html(layout(`Local inbox (${messages.length})`, body));
  });

  app.get('/message/:id', (c) => {
    const message = getMessage(db, c.req.param('id'));
    if (!message) {
      return c.html(
        layout('Message not found', '<main><h1>Message not found</h1><p><a href="/">Back to the inbox</a></p></main>'),
        404,
      );
    }
    markRead(db, message.id);
    const body = `<header><p><a href="/">Back to the inbox</a></p></header>
<main>
<h1>${escapeHtml(message.subject)}</h1>
<dl>
<dt>From</dt><dd>${escapeHtml(message.from.Address)}</dd>
<dt>To</dt><dd>${escapeHtml(message.to.map((t) => t.Address).join(', '))}</dd>
<dt>Received</dt><dd><time datetime="${escapeHtml(message.created_at)}">${escapeHtml(message.created_at)}</time></dd>
</dl>
<article aria-label="Message body">
${message.html}
</article>
<h2>Plain text</h2>
<pre>${escapeHtml(message.text)}</pre>
</main>`;
    return c.html(layout(message.subject, body));
  });

  app.post('/clear', (c) => {
    deleteMessages(db);
    return c.redirect('/', 303);
  });

  app.notFound((c) => c.text('not found', 404));
  app.onError((err, c) => {
    console.error(`[inbox] unexpected error: ${err.message}`);
    return c.text('unexpected failure', 500);
  });
  return app;
}
