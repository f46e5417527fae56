/**
 * The SQLite store (node:sqlite) and its schema.
 * node:sqlite is loaded after a filter that drops its one ExperimentalWarning, keeping every other warning.
 */
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { silenceSqliteWarning } from './warnings.ts';
import { DB_FILE } from './config.ts';

export { DB_FILE };

silenceSqliteWarning();
const require = createRequire(import.meta.url);
const sqlite = require('node:sqlite') as typeof import('node:sqlite');

export type Database = import('node:sqlite').DatabaseSync;
export type Row = Record<string, unknown>;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS users (
  id TEXT PRIMARY KEY,
  email TEXT,
  phone TEXT NOT NULL DEFAULT '',
  encrypted_password TEXT NOT NULL DEFAULT '',
  email_confirmed_at TEXT,
  invited_at TEXT,
  confirmation_sent_at TEXT,
  recovery_sent_at TEXT,
  email_change_sent_at TEXT,
  new_email TEXT,
  last_sign_in_at TEXT,
  banned_until TEXT,
  app_metadata TEXT NOT NULL DEFAULT '{}',
  user_metadata TEXT NOT NULL DEFAULT '{}',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  seq INTEGER NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX IF NOT EXISTS users_email ON users (email) WHERE email IS NOT NULL;
CREATE TABLE IF NOT EXISTS identities (
  id TEXT PRIMARY KEY,
  provider_id TEXT NOT NULL,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  provider TEXT NOT NULL,
  identity_data TEXT NOT NULL,
  email TEXT,
  last_sign_in_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (provider, provider_id)
);
CREATE TABLE IF NOT EXISTS sessions (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  amr TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS refresh_tokens (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  token TEXT NOT NULL UNIQUE,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  session_id TEXT NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  parent TEXT,
  revoked INTEGER NOT NULL DEFAULT 0,
  created_at_ms INTEGER NOT NULL,
  updated_at_ms INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS one_time_tokens (
  token_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type TEXT NOT NULL,
  otp TEXT NOT NULL,
  email TEXT NOT NULL,
  created_at_ms INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS flow_states (
  id TEXT PRIMARY KEY,
  user_id TEXT REFERENCES users (id) ON DELETE CASCADE,
  auth_code TEXT NOT NULL UNIQUE,
  code_challenge TEXT NOT NULL,
  code_challenge_method TEXT NOT NULL,
  provider TEXT NOT NULL,
  authentication_method TEXT NOT NULL,
  redirect_to TEXT,
  provider_code TEXT,
  provider_email TEXT,
  provider_name TEXT,
  created_at_ms INTEGER NOT NULL,
  auth_code_issued_at_ms INTEGER
);
CREATE TABLE IF NOT EXISTS phone_codes (
  phone TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL,
  created_at_ms INTEGER NOT NULL,
  failed_attempts INTEGER NOT NULL DEFAULT 0,
  kind TEXT NOT NULL DEFAULT 'sms'
);
CREATE TABLE IF NOT EXISTS sms_sends (
  phone TEXT NOT NULL,
  ip TEXT NOT NULL,
  at_ms INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS sms_sends_by_phone ON sms_sends (phone, at_ms);
CREATE INDEX IF NOT EXISTS sms_sends_by_ip ON sms_sends (ip, at_ms);
CREATE TABLE IF NOT EXISTS messages (
  id TEXT PRIMARY KEY,
  message_id TEXT NOT NULL,
  sender TEXT NOT NULL,
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  text TEXT NOT NULL,
  html TEXT NOT NULL,
  created_at TEXT NOT NULL,
  read INTEGER NOT NULL DEFAULT 0,
  seq INTEGER NOT NULL,
  headers TEXT NOT NULL DEFAULT '{}'
);
`;

export function openDatabase(dataDir: string): { db: Database; isNew: boolean } {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, DB_FILE);
  const isNew = !fs.existsSync(file);
  const db = new sqlite.DatabaseSync(file);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;');
  db.exec(SCHEMA);
  // Data folders made before messages had headers (the site's notifications send List-Unsubscribe).
  const columns = db.prepare('PRAGMA table_info(messages)').all() as Row[];
  if (!columns.some((column) => column.name === 'headers'))
    db.exec("ALTER TABLE messages ADD COLUMN headers TEXT NOT NULL DEFAULT '{}'");
  db.exec('CREATE INDEX IF NOT EXISTS messages_by_message_id ON messages (message_id)');
  // Data folders made before phone sign-in: when the phone was confirmed.
  const userColumns = db.prepare('PRAGMA table_info(users)').all() as Row[];
  // Data folders whose phone codes predate phone changes: every code then was a sign-in's.
  const codeColumns = db.prepare('PRAGMA table_info(phone_codes)').all() as Row[];
  if (!codeColumns.some((column) => column.name === 'kind'))
    db.exec("ALTER TABLE phone_codes ADD COLUMN kind TEXT NOT NULL DEFAULT 'sms'");
  for (const column of ['phone_confirmed_at', 'phone_change', 'phone_change_sent_at'])
    if (!userColumns.some((existing) => existing.name === column))
      db.exec(`ALTER TABLE users ADD COLUMN ${column} TEXT`);
  db.exec("CREATE UNIQUE INDEX IF NOT EXISTS users_phone ON users (phone) WHERE phone != ''");
  return { db, isNew };
}

/** Runs fn inside a transaction (synchronous: node:sqlite is synchronous). */
export function transaction<T>(db: Database, fn: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = fn();
    db.exec('COMMIT');
    return result;
  } catch (err) {
    db.exec('ROLLBACK');
    throw err;
  }
}

export function getMeta(db: Database, key: string): string | undefined {
  const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as Row | undefined;
  return row ? String(row.value) : undefined;
}

export function setMeta(db: Database, key: string, value: string): void {
  db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(
    key,
    value,
  );
}
