/**
 * Outgoing mail: the templates, the per-user resend limit, and the local mailbox the inbox serves.
 */
import crypto from 'node:crypto';
import type { Database, Row } from './db.ts';
import { Errors } from './errors.ts';
import type { AuthContext } from './context.ts';
import { createOneTimeToken, type OtpType } from './flows.ts';
import { renderTemplate } from './templates.ts';
import { updateUser, type User } from './users.ts';

export const SENDER = { Name: 'Local Auth', Address: 'no-reply@auth.localhost' };

export interface Message {
  id: string;
  message_id: string;
  from: { Name: string; Address: string };
  to: { Name: string; Address: string }[];
  subject: string;
  text: string;
  html: string;
  created_at: string;
  read: boolean;
  headers: Record<string, string>;
}

function toMessage(row: Row): Message {
  return {
    id: String(row.id),
    message_id: String(row.message_id),
    from: JSON.parse(String(row.sender)) as Message['from'],
    to: JSON.parse(String(row.recipient)) as Message['to'],
    subject: String(row.subject),
    text: String(row.text),
    html: String(row.html),
    created_at: String(row.created_at),
    read: Number(row.read) === 1,
    headers: JSON.parse(String(row.headers ?? '{}')) as Record<string, string>,
  };
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export interface IncomingMessage {
  to: string | Message['to'];
  subject: string;
  text: string;
  html: string;
  /** The auth server's own sender when absent. */
  from?: Message['from'];
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  /** A sender's Message-ID: a second message with the same one is not stored again (the first is returned). */
  messageId?: string;
}

export function storeMessage(db: Database, input: IncomingMessage): Message {
  if (input.messageId) {
    const existing = db.prepare('SELECT id FROM messages WHERE message_id = ?').get(input.messageId) as Row | undefined;
    if (existing) return getMessage(db, String(existing.id)) as Message;
  }
  const id = crypto.randomBytes(16).toString('base64url');
  const seq = Number((db.prepare('SELECT COALESCE(MAX(seq), 0) + 1 AS n FROM messages').get() as Row).n);
  db.prepare(
    'INSERT INTO messages (id, message_id, sender, recipient, subject, text, html, created_at, read, seq, headers) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?)',
  ).run(
    id,
    input.messageId ?? `${id}@auth.localhost`,
    JSON.stringify(input.from ?? SENDER),
    JSON.stringify(typeof input.to === 'string' ? [{ Name: '', Address: input.to }] : input.to),
    input.subject,
    input.text,
    input.html,
    new Date().toISOString(),
    seq,
    JSON.stringify(input.headers ?? {}),
  );
  return getMessage(db, id) as Message;
}

export function getMessage(db: Database, id: string): Message | undefined {
  const row = (
    id === 'latest'
      ? db.prepare('SELECT * FROM messages ORDER BY seq DESC LIMIT 1').get()
      : db.prepare('SELECT * FROM messages WHERE id = ?').get(id)
  ) as Row | undefined;
  return row ? toMessage(row) : undefined;
}

export function markRead(db: Database, id: string): void {
  db.prepare('UPDATE messages SET read = 1 WHERE id = ?').run(id);
}

/** Newest first. */
export function listMessages(db: Database): Message[] {
  return (db.prepare('SELECT * FROM messages ORDER BY seq DESC').all() as Row[]).map(toMessage);
}

export function deleteMessages(db: Database, ids?: string[]): void {
  if (!ids || ids.length === 0) db.exec('DELETE FROM messages');
  else for (const id of ids) db.prepare('DELETE FROM messages WHERE id = ?').run(id);
}

/** Mailpit-style search: `to:addr`, `from:addr`, `subject:word`, `is:read`, `is:unread`, free words. */
export function searchMessages(db: Database, query: string): Message[] {
  const terms = query.match(/(?:[^\s"]+|"[^"]*")+/g) ?? [];
  return listMessages(db).filter((m) =>
    terms.every((raw) => {
      const term = raw.replace(/"/g, '').toLowerCase();
      const [field, ...rest] = term.split(':');
      const value = rest.join(':');
      if (rest.length && field === 'to') return m.to.some((t) => t.Address.toLowerCase().includes(value));
      if (rest.length && field === 'from') return m.from.Address.toLowerCase().includes(value);
      if (rest.length && field === 'subject') return m.subject.toLowerCase().includes(value);
      if (rest.length && field === 'is') return value === 'read' ? m.read : value === 'unread' ? !m.read : false;
      return `${m.subject}\n${m.text}\n${m.to.map((t) => t.Address).join(' ')}`.toLowerCase().includes(term);
    }),
  );
}

const TEMPLATES: Record<OtpType, { subject: string; intro: string; action: string }> = {
  signup: {
    subject: 'Confirm Your Signup',
    intro: 'Follow this link to confirm your account:',
    action: 'Confirm your email',
  },
  recovery: {
    subject: 'Reset Your Password',
    intro: 'Follow this link to reset the password for your account:',
    action: 'Reset password',
  },
  magiclink: { subject: 'Your Magic Link', intro: 'Follow this link to sign in:', action: 'Sign in' },
  invite: {
    subject: 'You have been invited',
    intro: 'You have been invited to create an account. Follow this link to accept:',
    action: 'Accept the invite',
  },
  email_change: {
    subject: 'Confirm Email Change',
    intro: 'Follow this link to confirm the change of your email address:',
    action: 'Change email',
  },
};

const SENT_AT_COLUMN: Record<
  OtpType,
  'confirmation_sent_at' | 'recovery_sent_at' | 'email_change_sent_at' | 'invited_at'
> = {
  signup: 'confirmation_sent_at',
  recovery: 'recovery_sent_at',
  magiclink: 'recovery_sent_at',
  invite: 'invited_at',
  email_change: 'email_change_sent_at',
};

export function actionLink(ctx: AuthContext, tokenHash: string, type: OtpType, redirectTo: string): string {
  const params = new URLSearchParams({ token: tokenHash, type, redirect_to: redirectTo });
  return `${ctx.apiBase()}/verify?${params.toString()}`;
}

/** Throws over_email_send_rate_limit when the same kind of mail went to this user too recently. */
export function checkResendLimit(ctx: AuthContext, user: User, type: OtpType): void {
  const sentAt = user[SENT_AT_COLUMN[type]];
  if (!sentAt || type === 'invite') return;
  const waitMs = Date.parse(sentAt) + ctx.config.emailResendInterval * 1000 - Date.now();
  if (waitMs > 0) throw Errors.emailRateLimited(Math.max(1, Math.ceil(waitMs / 1000)));
}

/** Creates a link token for the user, records the sending time and drops the mail in the inbox. */
export function sendAuthMail(
  ctx: AuthContext,
  user: User,
  input: { type: OtpType; redirectTo: string; pkce: boolean; to?: string },
): User {
  const to = input.to ?? user.email ?? '';
  checkResendLimit(ctx, user, input.type);
  const { tokenHash, otp } = createOneTimeToken(ctx.db, {
    userId: user.id,
    type: input.type,
    email: to,
    pkce: input.pkce,
  });
  const link = actionLink(ctx, tokenHash, input.type, input.redirectTo);
  const t = TEMPLATES[input.type];
  const custom = ctx.templates[input.type];
  // A custom body (the site's own words, as a hosted project would send them) keeps this server's subject.
  const { text, html } = custom
    ? renderTemplate(custom, {
        ConfirmationURL: link,
        Token: otp,
        TokenHash: tokenHash,
        SiteURL: ctx.config.siteUrl,
        Email: user.email ?? to,
        RedirectTo: input.redirectTo,
        Data: user.user_metadata,
      })
    : {
        text: `${t.subject}\n\n${t.intro}\n${link}\n\nAlternatively, enter the code: ${otp}\n\nIf you did not ask for this, ignore this message.\n`,
        html:
          `<h2>${escapeHtml(t.subject)}</h2>\n<p>${escapeHtml(t.intro)}</p>\n` +
          `<p><a href="${escapeHtml(link)}">${escapeHtml(t.action)}</a></p>\n` +
          `<p>Alternatively, enter the code: <strong>${otp}</strong></p>\n` +
          `<p>If you did not ask for this, ignore this message.</p>`,
      };
  storeMessage(ctx.db, { to, subject: t.subject, text, html });
  return updateUser(ctx.db, user.id, { [SENT_AT_COLUMN[input.type]]: new Date().toISOString() });
}
