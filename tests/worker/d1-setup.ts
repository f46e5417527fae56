// Runs inside workerd before each Worker test file. Each test file has a database of its own (the pool starts a new
// workerd with empty storage for each file), so no file sees another's rows. The migrations are applied as wrangler
// applies them, recorded in its d1_migrations table, but in one batch: one round trip instead of one per migration.
import { env } from 'cloudflare:test';

await env.DB.batch([
  env.DB.prepare(
    'CREATE TABLE IF NOT EXISTS d1_migrations (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL)',
  ),
  ...env.TEST_MIGRATIONS.flatMap((migration) => [
    ...migration.queries.map((query) => env.DB.prepare(query)),
    env.DB.prepare('INSERT INTO d1_migrations (name) VALUES (?)').bind(migration.name),
  ]),
]);
